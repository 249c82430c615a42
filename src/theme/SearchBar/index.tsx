/**
 * Swizzled by wrapping, to load search only when it is used. The theme's SearchBar puts DocSearch's whole
 * stylesheet into the page's CSS and has no way to add what its modal lacks; this one renders the same DocSearch
 * button and modal (DocSearchBar.tsx) in both modes: hosted DocSearch with Algolia credentials at build time, or
 * the local index. On page load only the button and its styles are there; the modal's code and styles, the local
 * engine and the index load when the reader hovers, focuses or opens search.
 */
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';
import {type AlgoliaThemeConfig, isLocalSearch} from '../../config/search';
import DocSearchBar from './DocSearchBar';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as {algolia: AlgoliaThemeConfig}).algolia;
  const local = isLocalSearch(algolia);
  return (
    <>
      {!local && (
        <Head>
          {/* As the theme does: the first query reaches the DocSearch cluster sooner. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchBar local={local} />
    </>
  );
}
