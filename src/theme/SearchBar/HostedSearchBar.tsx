/**
 * Hosted DocSearch: the theme's SearchBar, unchanged, plus what it lacks for SPEC §8: the "Let us know." link
 * of the no-results screen, the no-results wording, and an error screen that stays when Algolia cannot be
 * reached (see ErrorScreen.tsx: DocSearch 4.7 resets its own error status straight away).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import {type ComponentProps, type ReactNode, useCallback, useState} from 'react';
import {missingResultsUrl} from '../../config/search';
import ErrorScreen from './ErrorScreen';
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
