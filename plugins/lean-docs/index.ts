/**
 * The docs plugin (@docusaurus/plugin-content-docs), with what it sends to every page trimmed (see ./slim.ts).
 * Wrapping the plugin, as Docusaurus documents for extending its content plugins, keeps its name, options,
 * routes and behaviour: only the `addRoute` and `setGlobalData` actions it calls from `contentLoaded` go
 * through the trimming. Used in place of the classic preset's `docs` (docusaurus.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import docsPlugin, {type LoadedContent, type PluginOptions, validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';
import {cardDocIds, type LoadedVersionShape, slimGlobalData, slimRoute} from './slim';

export default async function leanDocsPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  // `options` are the docs plugin's own, validated and defaulted by its validateOptions (attached below).
  const plugin = (await docsPlugin(context, options as PluginOptions)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) throw new Error('lean-docs: the docs plugin has no contentLoaded');
  return {
    ...plugin,
    async contentLoaded(args) {
      // The docs a card can show, over every version (a doc id is kept in each version's map where it exists).
      const readSource = (source: string) => fs.readFileSync(path.join(context.siteDir, source.replace(/^@site\//, '')), 'utf8');
      const versions = (args.content as LoadedContent).loadedVersions as unknown as LoadedVersionShape[];
      const keep = new Set(versions.flatMap((version) => [...cardDocIds(version, readSource)]));
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(slimRoute(route, keep)),
        setGlobalData: (data: unknown) => args.actions.setGlobalData(slimGlobalData(data)),
      };
      await contentLoaded.call(plugin, {...args, actions});
    },
  };
}

// Docusaurus validates a plugin's options with the `validateOptions` of the function given in the config.
// Docusaurus types validateOptions generically; the docs plugin's own takes and returns the docs options.
leanDocsPlugin.validateOptions = <T, U>(context: OptionValidationContext<T, U>): U =>
  validateOptions(context as unknown as Parameters<typeof validateOptions>[0]) as U;
