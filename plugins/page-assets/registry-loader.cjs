/**
 * Loader for the client bundle's `.docusaurus/registry.js` (see ./index.ts, configureWebpack). Each registry entry
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
    throw new Error(`registry-loader: rewrote ${count} of ${entries} registry entries; the format of registry.js changed`);
  }
  return out;
};
