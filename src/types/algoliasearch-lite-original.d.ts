// Algolia's own `algoliasearch/lite`, under another name for src/lib/search/liteClient.ts only (plugins/local-search
// resolves it in that one module), since liteClient.ts stands in for `algoliasearch/lite` in the theme's search page.
declare module 'algoliasearch-lite-original' {
  export {liteClient} from 'algoliasearch/lite';
}
