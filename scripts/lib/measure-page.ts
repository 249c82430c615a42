import type {Page, Request} from 'playwright-core';
import {isPrefetchRequest, type Transfer, transferKind} from './page-weight';

export interface FirstLoad {
  /** Every response of the first load, prefetches of other routes excluded. */
  transfers: Transfer[];
  /** Prefetches seen (and left out of `transfers`). */
  prefetches: string[];
  /** Requests that failed. */
  failed: string[];
}

/**
 * Loads `url` in `page` with the HTTP cache disabled, waits for the load event, React hydration
 * (`<html data-has-hydrated=true>`, set by Docusaurus) and a quiet network (so what hydration pulls in, such as
 * a diagram renderer, is counted), and returns the bytes transferred per response. `<link rel=prefetch>`
 * requests are recognized by their Purpose header and left out. Data URIs are part of the CSS that holds them.
 */
export async function measureFirstLoad(page: Page, url: string, timeout = 60_000): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});

  const origin = new URL(url).origin;
  const pending: Promise<void>[] = [];
  const transfers: Transfer[] = [];
  const prefetches: string[] = [];
  const failed: string[] = [];
  const shortUrl = (u: string) => (u.startsWith(origin) ? u.slice(origin.length) : u);

  const onFinished = (request: Request) => {
    if (request.url().startsWith('data:')) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        if (isPrefetchRequest(headers)) {
          prefetches.push(shortUrl(request.url()));
          return;
        }
        const response = await request.response();
        const sizes = await request.sizes();
        const raw = await response?.body().then(
          (body) => body.length,
          () => sizes.responseBodySize,
        );
        transfers.push({
          url: shortUrl(request.url()),
          kind: transferKind(request.resourceType(), (await response?.headerValue('content-type')) ?? '', request.url()),
          bytes: sizes.responseBodySize,
          raw: raw ?? sizes.responseBodySize,
        });
      })(),
    );
  };
  const onFailed = (request: Request) => {
    if (!request.url().startsWith('data:')) failed.push(`${shortUrl(request.url())}: ${request.failure()?.errorText ?? 'failed'}`);
  };
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  try {
    await page.goto(url, {waitUntil: 'load', timeout});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout});
    await page.waitForLoadState('networkidle', {timeout});
    await Promise.all(pending);
  } finally {
    page.off('requestfinished', onFinished);
    page.off('requestfailed', onFailed);
    await cdp.detach().catch(() => undefined);
  }
  return {transfers, prefetches, failed};
}
