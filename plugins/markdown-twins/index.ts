import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DIAGRAMS_DIR} from '../diagrams';
import {htmlFileCandidates} from '../local-search/build';
import {htmlToMarkdown} from './convert';
import {siteRedirectOptions} from '../redirects';
import {type DocInfo, renderLlmsFull, renderLlmsTxt, type Section, type SidebarItem, sidebarSections, twinFile} from './llms';
import {PRODUCT_LLMS, productSections} from './products';

export type MarkdownTwinsOptions = {
  /** Heading of each sidebar's section in llms.txt, by sidebar id. */
  sectionTitles: Record<string, string>;
  summary: string;
  details: string;
};

interface DocsContent {
  loadedVersions: {
    docs: {id: string; title: string; permalink: string; description: string}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

/**
 * Docs for machines. After the build, reads each page's rendered HTML (every component already rendered) and
 * writes its Markdown twin next to it (`/concepts/streaming` -> `/concepts/streaming.md`), then `/llms.txt`
 * (llmstxt.org: the pages in sidebar order, linked to their twins, with their descriptions) and
 * `/llms-full.txt` (every sidebar page's Markdown in one file), and one `/llms-<product>.txt` per product
 * (./products). An old route that redirects to a page gets the page's twin too (`/api/streams/indexers.md`), since a
 * static host serves a `.md` URL as a file, not through the redirect page.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: unknown): Plugin {
  const rawOptions = options as MarkdownTwinsOptions;
  const {siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  let sections: Section[] = [];
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsPlugin = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined;
      const version = docsPlugin?.default?.loadedVersions[0];
      if (!version) return;
      const docs = new Map<string, DocInfo>(
        version.docs.map((d) => [d.id, {title: d.title, permalink: d.permalink, description: d.description}]),
      );
      sections = sidebarSections(version.sidebars, docs, rawOptions.sectionTitles);
    },
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const titleSuffix = ` ${siteConfig.titleDelimiter} ${siteConfig.title}`;
      const markdownByRoute = new Map<string, string>();
      // plugins/diagrams writes each diagram's Mermaid source beside its SVG (<hash>.mmd) in its own folder.
      const diagramSource = (hash: string): string | undefined => {
        if (!/^[\w-]+$/.test(hash)) return undefined;
        try {
          return readFileSync(path.join(context.siteDir, DIAGRAMS_DIR, `${hash}.mmd`), 'utf8');
        } catch {
          return undefined;
        }
      };
      for (const route of routesPaths) {
        for (const candidate of htmlFileCandidates(route)) {
          const html = await fs.readFile(path.join(outDir, candidate), 'utf8').catch(() => null);
          if (html === null) continue;
          const page = await htmlToMarkdown(html, {siteUrl, route, titleSuffix, diagramSource});
          if (page) {
            const file = path.join(outDir, twinFile(route));
            await fs.mkdir(path.dirname(file), {recursive: true});
            await fs.writeFile(file, page.markdown);
            markdownByRoute.set(route, page.markdown);
          }
          break;
        }
      }
      const llmsTxt = renderLlmsTxt({
        title: siteConfig.title,
        summary: rawOptions.summary,
        details: rawOptions.details,
        siteUrl,
        sections,
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
      for (const product of PRODUCT_LLMS) {
        const txt = renderLlmsTxt({
          title: product.title,
          summary: product.summary,
          details: `${rawOptions.details}\n\nThe whole site's index is [llms.txt](${siteUrl}/llms.txt).`,
          siteUrl,
          sections: productSections(sections, product),
        });
        await fs.writeFile(path.join(outDir, product.file), txt);
      }
      let redirectTwins = 0;
      for (const {from, to} of redirectPairs([...markdownByRoute.keys()])) {
        const markdown = markdownByRoute.get(to);
        if (markdown === undefined || markdownByRoute.has(from)) continue;
        const file = path.join(outDir, twinFile(from));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        redirectTwins++;
      }
      const ordered = sections.flatMap((s) => s.pages.map((p) => p.permalink));
      const full = renderLlmsFull({
        title: siteConfig.title,
        summary: rawOptions.summary,
        siteUrl,
        pages: ordered.flatMap((route) => {
          const markdown = markdownByRoute.get(route);
          return markdown === undefined ? [] : [{route, markdown}];
        }),
      });
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), full);
      console.log(
        `[markdown-twins] ${markdownByRoute.size} twins (${redirectTwins} more at redirected routes), llms.txt ${ordered.length} links, llms-full.txt ${Math.round(full.length / 1024)} KB in ${Date.now() - started} ms`,
      );
    },
  };
}

/** Every redirect of the site as (old route, page): the explicit ones and those the pages create (plugins/redirects). */
function redirectPairs(pages: readonly string[]): {from: string; to: string}[] {
  const {redirects, createRedirects} = siteRedirectOptions();
  const pairs = redirects.flatMap(({from, to}) => (Array.isArray(from) ? from : [from]).map((f) => ({from: f, to})));
  for (const page of pages) for (const from of createRedirects?.(page) ?? []) pairs.push({from, to: page});
  return pairs;
}
