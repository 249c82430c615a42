/** Where the generated schema reference pages are served: `/api/schema/<vendor>/<indexer>`. */
import type {Indexer, Vendor} from './model';

export const SCHEMA_ROUTE_PREFIX = '/api/schema';

export const schemaRoute = (vendor: Vendor, indexer: Indexer): string => `${SCHEMA_ROUTE_PREFIX}/${vendor}/${indexer}`;
