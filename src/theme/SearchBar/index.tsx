/**
 * Swizzled by wrapping: with hosted DocSearch (Algolia credentials at build time) this is the theme's
 * SearchBar, unchanged. In local mode it renders LocalSearchBar, the same DocSearch modal answered by the
 * embedded index (the theme's own bar would add a preconnect to Algolia and query it). Both get the
 * "Let us know." link of the no-results screen, which needs a function and so cannot live in themeConfig, and the
 * no-results title worded as SPEC §8 has it (./translations), and two accessibility fixes (./docsearch.css).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OriginalSearchBar from '@theme-original/SearchBar';
import type {ComponentProps, ReactNode} from 'react';
import {isLocalSearch, missingResultsUrl} from '../../config/search';
import LocalSearchBar from './LocalSearchBar';
import './docsearch.css';
import {searchTranslations} from './translations';

type Props = ComponentProps<typeof OriginalSearchBar>;

export default function SearchBar(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as {algolia?: {appId?: string}}).algolia;
  return isLocalSearch(algolia) ? <LocalSearchBar /> : (
    <OriginalSearchBar getMissingResultsUrl={missingResultsUrl} translations={searchTranslations} {...props} />
  );
}
