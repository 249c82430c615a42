/**
 * The machine-readable index files (llmstxt.org format) and the Markdown twins' paths. Pure: the plugin feeds
 * in the docs plugin's sidebars and doc metadata, and the converted pages.
 */
import {twinFile, twinPath} from '../../src/lib/markdownTwin';

/** The parts of the docs plugin's sidebar items this module reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    }
  | {type: 'link' | 'html'};

export interface DocInfo {
  title: string;
  permalink: string;
  description: string;
}

export interface PageEntry {
  /** Human-readable name: the category path and the page title, e.g. "Lockup / Examples / Batch create". */
  name: string;
  permalink: string;
  description: string;
}

export interface Section {
  title: string;
  pages: PageEntry[];
}

export {twinFile, twinPath};

/** One line: whitespace collapsed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Every page of every sidebar, in sidebar order (depth first), each once. */
export function sidebarSections(
  sidebars: Record<string, SidebarItem[]>,
  docs: ReadonlyMap<string, DocInfo>,
  sectionTitles: Record<string, string>,
): Section[] {
  const seen = new Set<string>();
  return Object.entries(sidebars).map(([sidebarId, items]) => {
    const pages: PageEntry[] = [];
    const add = (entry: PageEntry) => {
      if (seen.has(entry.permalink)) return;
      seen.add(entry.permalink);
      pages.push(entry);
    };
    const name = (path: string[], title: string) => [...path, title].join(' / ');
    const walk = (list: SidebarItem[], path: string[]) => {
      for (const item of list) {
        if (item.type === 'doc' || item.type === 'ref') {
          const doc = docs.get(item.id);
          if (doc) add({name: name(path, doc.title), permalink: doc.permalink, description: oneLine(doc.description)});
        } else if (item.type === 'category') {
          const link = item.link;
          if (link?.type === 'doc') {
            const doc = docs.get(link.id);
            const inside = doc?.title === item.label ? path : [...path, item.label];
            if (doc) add({name: name(inside, doc.title), permalink: doc.permalink, description: oneLine(doc.description)});
          } else if (link?.type === 'generated-index') {
            add({
              name: name(path, link.title ?? item.label),
              permalink: link.permalink,
              description: oneLine(link.description ?? `The pages of ${item.label}.`),
            });
          }
          walk(item.items, [...path, item.label]);
        }
      }
    };
    walk(items, []);
    return {title: sectionTitles[sidebarId] ?? sidebarId, pages};
  });
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Free Markdown paragraphs between the summary and the sections. */
  details: string;
  siteUrl: string;
  sections: Section[];
}

/** `/llms.txt`: H1 title, blockquote summary, details, then one H2 list of linked pages per sidebar. */
export function renderLlmsTxt(input: LlmsTxtInput): string {
  const lines = [`# ${input.title}`, '', `> ${oneLine(input.summary)}`, '', input.details.trim(), ''];
  for (const section of input.sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const url = `${input.siteUrl}${twinPath(page.permalink)}`;
      lines.push(`- [${escapeLinkText(page.name)}](${url})${page.description ? `: ${page.description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/** `/llms-full.txt`: every page's Markdown in sidebar order, each preceded by its URL. */
export function renderLlmsFull(input: {
  title: string;
  summary: string;
  siteUrl: string;
  pages: {route: string; markdown: string}[];
}): string {
  const parts = [`# ${input.title}`, '', `> ${oneLine(input.summary)}`, ''];
  for (const page of input.pages) {
    parts.push('---', '', `Source: ${input.siteUrl}${page.route}`, '', page.markdown.trim(), '');
  }
  return `${parts.join('\n').trim()}\n`;
}
