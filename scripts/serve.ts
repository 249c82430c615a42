import path from 'node:path';
import {startStaticServer} from './lib/static-server';

const port = Number(process.env.PORT ?? 3000);
const root = path.resolve(__dirname, '..', 'build');

startStaticServer(root, port).then(
  ({url}) => console.log(`Serving ${root} at ${url} (Ctrl+C to stop)`),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
