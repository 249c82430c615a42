/**
 * Swizzled by wrapping. Hosted DocSearch (Algolia credentials at build time): HostedSearchBar, the theme's
 * SearchBar with the SPEC §8 screens completed. Local mode: LocalSearchBar, the same DocSearch modal answered
 * by the embedded index (the theme's own bar would add a preconnect to Algolia and query it).
 * docsearch.css holds two accessibility fixes for both.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type OriginalSearchBar from '@theme-original/SearchBar';
import type {ComponentProps, ReactNode} from 'react';
import {isLocalSearch} from '../../config/search';
import HostedSearchBar from './HostedSearchBar';
import LocalSearchBar from './LocalSearchBar';
import './docsearch.css';

type Props = ComponentProps<typeof OriginalSearchBar>;

export default function SearchBar(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as {algolia?: {appId?: string}}).algolia;
  return isLocalSearch(algolia) ? <LocalSearchBar /> : <HostedSearchBar {...props} />;
}
