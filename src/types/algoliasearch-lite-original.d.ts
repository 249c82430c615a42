// Algolia's own `algoliasearch/lite`, reachable under this name because plugins/local-search aliases
// `algoliasearch/lite` to src/lib/search/liteClient.ts.
declare module 'algoliasearch-lite-original' {
  export {liteClient} from 'algoliasearch/lite';
}
