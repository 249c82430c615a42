/**
 * The client-redirects plugin with its options bound here rather than in docusaurus.config.ts: plugin options in
 * the config are serialized into the site config that every page's main bundle carries, and the redirect list
 * (hundreds of old routes) is build-time data only.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {REFERENCE_REDIRECTS} from '../src/config/reference-redirects';
import {EXPLICIT_REDIRECTS, legacyAliases} from '../src/config/redirects';

export default async function redirectsPlugin(context: LoadContext): Promise<Plugin<unknown>> {
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: {redirects: [...EXPLICIT_REDIRECTS, ...REFERENCE_REDIRECTS], createRedirects: legacyAliases},
  });
  return (await clientRedirects(context, options)) as Plugin<unknown>;
}
