import type {Plugin} from '@docusaurus/types';

/**
 * Lets MDX pages import a file's text with `?raw` (e.g. `import Code from '@site/examples/X.sol?raw'`), so the
 * code shown in a guide is the very file the tests compile. Uses the bundler's built-in `asset/source`,
 * which both webpack and Rspack understand, instead of a loader package.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]}};
    },
  };
}
