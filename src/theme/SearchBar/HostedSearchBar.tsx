/**
 * Hosted DocSearch: the theme's SearchBar, unchanged, plus what it lacks for SPEC §8: the "Let us know." link
 * of the no-results screen, its wording, its "Try searching for" list (Suggestions.tsx), and an error screen
 * that stays when Algolia cannot be reached (ErrorScreen.tsx: DocSearch 4.7 resets its error status at once).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import {type ComponentProps, type ReactNode, useCallback, useState} from 'react';
import {missingResultsUrl} from '../../config/search';
import ErrorScreen from './ErrorScreen';
import Suggestions, {sectionsOf} from './Suggestions';
import {searchTranslations} from './translations';

type Props = ComponentProps<typeof OriginalSearchBar>;

interface AlgoliaLikeClient {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (...args: unknown[]) => Promise<unknown>;
}

export default function HostedSearchBar(props: Props): ReactNode {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  // Incremented on every failed search, so the error screen mounts again in a reopened modal.
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const transformSearchClient = useCallback(
    (client: AlgoliaLikeClient) => {
      // What the theme's own transform does, which this one replaces.
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const search = client.search.bind(client);
      return {
        ...client,
        search: (...args: unknown[]) =>
          search(...args).then(
            (response) => {
              setFailed(false);
              const sections = sectionsOf((response as {results?: []} | undefined)?.results ?? []);
              if (sections.length > 0) setSuggestions(sections);
              return response;
            },
            (error: unknown) => {
              if ((error as Error | undefined)?.name === 'RetryError') {
                setFailed(true);
                setFailures((n) => n + 1);
              }
              throw error;
            },
          ),
      };
    },
    [docusaurusVersion],
  );
  const dismiss = useCallback(() => setFailed(false), []);
  return (
    <>
      <OriginalSearchBar
        getMissingResultsUrl={missingResultsUrl}
        translations={searchTranslations}
        transformSearchClient={transformSearchClient}
        {...props}
      />
      <Suggestions
        suggestions={suggestions}
        label={searchTranslations.modal.noResultsScreen?.suggestedQueryText ?? 'Try searching for'}
      />
      {failed && (
        <ErrorScreen
          key={failures}
          titleText={searchTranslations.modal.errorScreen?.titleText ?? 'Unable to fetch results'}
          helpText={searchTranslations.modal.errorScreen?.helpText ?? 'You might want to check your network connection.'}
          onDismiss={dismiss}
        />
      )}
    </>
  );
}
