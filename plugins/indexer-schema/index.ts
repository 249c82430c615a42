import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeGeneratedPages} from '../generated-docs';
import {assertGenerated} from '../generated-docs/generate-all';
import {INDEXERS, type Indexer, readSchemaFile, SCHEMAS_DIR, type Vendor} from './model';
import {schemaReferencePage} from './reference';
import {SCHEMA_ROUTE_PREFIX, schemaRoute} from './routes';

/** Each SDL's path in the indexers repository (data/indexer-schemas/README.md). */
const SOURCES: Record<`${Vendor}-${Indexer}`, string> = {
  'the-graph-streams': 'src/schemas/streams.graphql',
  'the-graph-airdrops': 'src/schemas/airdrops.graphql',
  'the-graph-analytics': '',
  'envio-streams': 'envio/streams/streams.graphql',
  'envio-airdrops': 'envio/airdrops/airdrops.graphql',
  'envio-analytics': 'envio/analytics/analytics.graphql',
};

/** The authored pages that explain each indexer's entities. */
const EXPLAINED_BY: Record<Indexer, readonly (readonly [string, string])[]> = {
  streams: [
    ['Lockup entities', '/api/lockup/the-graph/entities'],
    ['Flow entities', '/api/flow/the-graph/entities'],
  ],
  airdrops: [['Airdrops entities', '/api/airdrops/the-graph/entities']],
  analytics: [],
};

const NOTES: Partial<Record<Indexer, string>> = {
  analytics: "Sablier's fee and user analytics indexer is internal and may change without notice.",
};

const POSITION: Record<Indexer, number> = {streams: 1, airdrops: 2, analytics: 3};

/** The schema reference pages, by route: one per vendor and indexer it serves. */
export function schemaReferencePages(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [vendor, indexers] of Object.entries(INDEXERS) as [Vendor, readonly Indexer[]][]) {
    for (const indexer of indexers) {
      const markdown = schemaReferencePage({
        vendor,
        indexer,
        sdl: readSchemaFile(siteDir, vendor, indexer),
        source: SOURCES[`${vendor}-${indexer}`],
        explainedBy: EXPLAINED_BY[indexer],
        sidebarPosition: POSITION[indexer],
        note: NOTES[indexer],
      });
      pages.set(schemaRoute(vendor, indexer), markdown);
    }
  }
  return pages;
}

/** Writes the schema reference pages into the generated docs folder; returns how many. */
export function generateSchemaReference(siteDir: string): number {
  const pages = schemaReferencePages(siteDir);
  writeGeneratedPages(siteDir, [SCHEMA_ROUTE_PREFIX], pages);
  return pages.size;
}

/**
 * The GraphQL schema reference (/api/schema/<vendor>/<indexer>) is written from the indexers' SDL in
 * data/indexer-schemas by the generation step (`npm run generate`, which `npm run build` and `npm start` run first).
 * This plugin checks that it ran, and on `npm start` writes the pages again when an SDL file changes. The entity
 * tables of the entities pages come from the same SDL (./remark.ts).
 */
export default function indexerSchemaPlugin(context: LoadContext): Plugin {
  let first = true;
  return {
    name: 'indexer-schema',
    async loadContent() {
      if (first) assertGenerated(context.siteDir, 'indexer-schema');
      else generateSchemaReference(context.siteDir);
      first = false;
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, SCHEMAS_DIR, '*.graphql')];
    },
  };
}
