/**
 * Code highlighting at build time. Fenced blocks are highlighted by the rehype plugin (./rehype.ts) and the
 * excerpt components by the protocol-data registry, both with ./prism.ts; src/theme/CodeBlock renders their HTML.
 * This plugin adds the stylesheet with the two code themes' colours, and keeps Prism out of the main bundle: the
 * theme's client module that loads every grammar on every page is left out (../docusaurus-internals/prism-grammars.ts,
 * in the one folder that relies on a shape of the theme; code that exists only in the browser is highlighted by
 * src/theme/CodeBlock/highlighter.ts, in a chunk of its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themeCss} from '../../src/lib/prism/staticHtml';
import {CODE_THEMES} from './prism';
import {assertNoPrismInMainBundle, grammarsClientModuleRemoval} from '../docusaurus-internals/prism-grammars';

/** src/theme/CodeBlock/loader: the browser's lazy highlighter, which the server bundle replaces with loader.server. */
const HIGHLIGHTER_LOADER = /[\\/]CodeBlock[\\/]loader(\.ts)?$/;

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const themeDir = path.join(context.siteDir, 'src', 'theme', 'CodeBlock');
  const dir = path.join(context.siteDir, 'generated', 'code-highlight');
  const stylesheet = path.join(dir, 'code-theme.css');
  fs.mkdirSync(dir, {recursive: true});
  const css = themeCss(CODE_THEMES);
  if (!fs.existsSync(stylesheet) || fs.readFileSync(stylesheet, 'utf8') !== css) fs.writeFileSync(stylesheet, css);
  return {
    name: 'code-highlight',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // src/theme/CodeBlock: the browser loads the highlighter when it first needs it, the server has it at once.
      if (isServer) return {plugins: [new NormalModuleReplacementPlugin(HIGHLIGHTER_LOADER, path.join(themeDir, 'loader.server.ts'))]};
      return {plugins: grammarsClientModuleRemoval(context.siteDir, currentBundler)};
    },
    postBuild({outDir}) {
      assertNoPrismInMainBundle(outDir);
    },
  };
}
