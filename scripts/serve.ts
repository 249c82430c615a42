import fs from 'node:fs';
import path from 'node:path';
import {startStaticServer} from './lib/static-server';

const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(__dirname, '..', 'build');

// With the build's _headers (security headers, CSP), as the static host sends them.
const hostHeaders = fs.existsSync(path.join(root, '_headers'));

startStaticServer(root, port, {hostHeaders}).then(
  ({url}) => console.log(`Serving ${root} at ${url}${hostHeaders ? ' with the headers of build/_headers' : ''} (Ctrl+C to stop)`),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
