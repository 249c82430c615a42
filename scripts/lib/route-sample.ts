/**
 * Which pages the accessibility walk visits. Every hand-written route is visited; generated contract
 * reference pages (hundreds of near-identical pages from a handful of templates) are sampled: a fixed number per
 * template, rotating deterministically with a seed (the commit by default), so that over commits the
 * whole reference is covered while each run stays within CI's time.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';

/** Generated contract reference pages: /reference/<protocol>/contracts/... (legacy pages are hand-written). */
const GENERATED = /^\/reference\/(lockup|flow|airdrops|bob|comptroller)\/contracts\/(.+)$/;

/** The template a generated page is rendered with, from its route; undefined for a hand-written page. */
export function referenceTemplate(route: string): string | undefined {
  const match = GENERATED.exec(route);
  if (!match) return undefined;
  const page = match[2] ?? '';
  const leaf = page.split('/').pop() ?? '';
  const kind = leaf.split('.')[0] ?? '';
  // types/library.X (a library of types) renders differently from libraries/library.X.
  return page.startsWith('types/') && kind === 'library' ? 'types-library' : kind;
}

/** A stable pseudo-random order of `items` for `seed`. */
function shuffled<T>(items: readonly T[], seed: string, key: (item: T) => string): T[] {
  const rank = (item: T) =>
    crypto
      .createHash('sha256')
      .update(`${seed}\0${key(item)}`)
      .digest('hex');
  return [...items].sort((a, b) => rank(a).localeCompare(rank(b)));
}

export interface WalkPlan {
  handWritten: string[];
  /** Sampled generated pages by template. */
  sampled: Record<string, string[]>;
}

export function planWalk(routes: readonly string[], seed: string, perTemplate = 2): WalkPlan {
  const handWritten: string[] = [];
  const byTemplate = new Map<string, string[]>();
  for (const route of [...new Set(routes)].sort()) {
    const template = referenceTemplate(route);
    if (template === undefined) handWritten.push(route);
    else byTemplate.set(template, [...(byTemplate.get(template) ?? []), route]);
  }
  const sampled: Record<string, string[]> = {};
  for (const [template, pages] of [...byTemplate].sort(([a], [b]) => a.localeCompare(b))) {
    sampled[template] = shuffled(pages, seed, (p) => p)
      .slice(0, perTemplate)
      .sort();
  }
  return {handWritten, sampled};
}

/**
 * The default seed: the commit being tested, so that one commit always walks the same pages (a failure can be
 * reproduced) and the next commit walks others. `A11Y_SAMPLE_SEED` overrides it.
 */
export function defaultSeed(env: NodeJS.ProcessEnv = process.env, commit: string = headCommit()): string {
  return env.A11Y_SAMPLE_SEED?.trim() || commit;
}

/** The checked-out commit, or `unversioned` outside a Git work tree. */
export function headCommit(cwd: string = process.cwd()): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unversioned';
  }
}

/** Routes of the pages listed in a sitemap.xml (pathnames, whatever the site URL). */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname.replace(/(.)\/$/, '$1'));
}
