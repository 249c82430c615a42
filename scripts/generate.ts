/**
 * `npm run generate`: writes every generated page and data file (the contract and Solana references with their error
 * data, from the installed packages; the GraphQL schema reference, from data/indexer-schemas). `npm run build` and
 * `npm start` run it first, so the docs plugin finds the pages; no Docusaurus plugin generates anything when it is
 * created, so `docusaurus clear` and `docusaurus swizzle` write nothing.
 */
import path from 'node:path';
import {generateAll} from '../plugins/generated-docs/generate-all';

for (const line of generateAll(path.resolve(__dirname, '..'))) console.info(line);
