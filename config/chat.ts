/**
 * The live-chat widget is opt-in: without CRISP_WEBSITE_ID in the build environment no script is added,
 * so a default build makes no third-party request.
 */
export function chatWidgetScripts(env: NodeJS.ProcessEnv = process.env): {src: string; async: boolean; 'data-website-id': string}[] {
  const websiteId = env.CRISP_WEBSITE_ID?.trim();
  if (!websiteId) return [];
  if (!/^[0-9a-f-]{36}$/i.test(websiteId)) {
    throw new Error(`CRISP_WEBSITE_ID must be a UUID, got "${websiteId}"`);
  }
  return [{src: '/js/chat-widget.js', async: true, 'data-website-id': websiteId}];
}
