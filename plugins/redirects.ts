/**
 * The client-redirects plugin's options, built here rather than in docusaurus.config.ts: plugin options in the
 * config are serialized into the site config that every page's main bundle carries, and the redirect list
 * (hundreds of old routes) is build-time data only. plugins/host-headers runs the redirects plugin with them.
 */
import {type PluginOptions, validateOptions} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {REFERENCE_REDIRECTS} from '../config/reference-redirects';
import {EXPLICIT_REDIRECTS, redirectsTo} from '../config/redirects';

export function siteRedirectOptions(): PluginOptions {
  return validateOptions({
    validate: normalizePluginOptions,
    options: {redirects: [...EXPLICIT_REDIRECTS, ...REFERENCE_REDIRECTS], createRedirects: redirectsTo},
  });
}
