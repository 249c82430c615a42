import path from 'node:path';
import {generateReference} from '../plugins/contract-reference/generate';

/** `npm run reference`: writes the generated contract reference without building the site. */
const reference = generateReference(path.resolve(__dirname, '..'));
console.info(`${reference.pages.length} reference pages, ${reference.errors.length} errors`);
