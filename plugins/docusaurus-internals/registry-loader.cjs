/**
 * Loader for the client bundle's `.docusaurus/registry.js` (see ./index.ts, configureWebpack; a rewrite of a
 * generated source, which Docusaurus offers no option for, so it lives in this adapter only). Each registry entry
 * is `[loader, "@site/module/path", require.resolveWeak("@site/module/path")]`; the client reads the path only to
 * report rendered modules to react-loadable's server-side capture, which never runs in the browser. The paths
 * (one per route chunk, in the `main` bundle of every page) become empty strings in the client bundle; the server
 * bundle keeps them.
 */
const ENTRY = /(\(\) => import\((?:\/\*[^*]*\*\/\s*)?"(?:[^"\\]|\\.)*"\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

module.exports = function registryLoader(source) {
  let count = 0;
  const out = source.replace(ENTRY, (_match, load, resolveWeak) => {
    count++;
    return `${load}, "", ${resolveWeak}`;
  });
  const entries = (source.match(/require\.resolveWeak\(/g) || []).length;
  if (count === 0 || count !== entries) {
    throw new Error(
      `docusaurus-internals (registry-loader.cjs): rewrote ${count} of ${entries} entries of .docusaurus/registry.js; ` +
        'its format changed with this Docusaurus version. Remove the registry rule from plugins/docusaurus-internals/index.ts ' +
        '(the main bundle then keeps the module paths, about 2.5 KiB gzip) or adapt the pattern.',
    );
  }
  return out;
};
