/**
 * Watches the searches a DocSearch search client answers, for what DocSearch 4.7 does not show by itself (see
 * src/theme/SearchBar/DocSearchFixes.tsx): whether the last search failed the way DocSearch's error screen is
 * meant for (a `RetryError`: no host answered, or the local index could not be loaded), and the sections of the
 * last results, for the "Try searching for" list. Works the same for Algolia's client and the local one.
 */

export type SearchOutcome = {ok: true; sections: string[]} | {ok: false};

interface ClientLike {
  search: (...args: never[]) => Promise<unknown>;
}

type Responses = {hits?: {hierarchy?: {lvl0?: string | null}}[]}[];

/** Section names (`hierarchy.lvl0`, HTML-escaped in hits) of a search response, at most three, in order. */
export function sectionsOf(responses: Responses): string[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#039;/g, "'")
      .replace(/&amp;/g, '&');
  const names = responses.flatMap((r) => (r.hits ?? []).map((h) => h.hierarchy?.lvl0 ?? '')).filter(Boolean);
  return [...new Set(names.map(decode))].slice(0, 3);
}

/** The client with `search` reporting each outcome to `listener`; answers and errors pass through unchanged. */
export function observeSearches<C extends ClientLike>(client: C, listener: (outcome: SearchOutcome) => void): C {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return {
    ...client,
    search: (...args: unknown[]) =>
      search(...args).then(
        (response) => {
          listener({ok: true, sections: sectionsOf((response as {results?: Responses} | undefined)?.results ?? [])});
          return response;
        },
        (error: unknown) => {
          if ((error as Error | undefined)?.name === 'RetryError') listener({ok: false});
          throw error;
        },
      ),
  };
}
