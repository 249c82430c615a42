/**
 * The one tslib helper @docusaurus/utils-common's client entry uses (`__importDefault`), as tslib itself defines it.
 * That entry is CommonJS and requires tslib whole, so the bundler kept all of tslib (about 4 KiB gzip) in the `main`
 * bundle of every page; the adapter's configureWebpack (./index.ts) points that one module's `tslib` here, in the client bundle
 * only. ./index.ts fails the build if the entry starts using another helper.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
