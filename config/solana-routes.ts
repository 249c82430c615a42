/**
 * The Solana section's routes: its hand-written pages, and the routes of the Solana section of the current public
 * Sablier docs, each with where it lands here. config/routes-2026.ts leaves /solana/ out; this file lists it.
 */
import {authoredDocRoutes} from './doc-routes';

/** The hand-written pages of the /solana/ section, from the docs tree (the program reference is generated). */
export const SOLANA_PAGES: readonly string[] = authoredDocRoutes().filter((route) => route.startsWith('/solana/'));

/**
 * The published Solana routes, as they are linked (a space in a path written `%20`), and
 * the pages they lead to, best first. A route that is one of our pages stays a page; any other redirects to the
 * first target that is a page, so a route whose own page (the deployments and the program reference) is generated
 * elsewhere still lands on the page closest to its topic until that page exists.
 */
export const SOLANA_ROUTES_2026: readonly {route: string; to: readonly string[]}[] = [
  {route: '/solana/sablier-on-solana', to: ['/solana/overview']},
  {route: '/solana/claim-with-ai', to: ['/solana/overview']},
  {route: '/solana/deployment-addresses', to: ['/solana/deployments', '/solana/overview']},
  {route: '/solana/fees', to: ['/solana/fees']},
  {route: '/solana/architecture-and-diagrams/lockup', to: ['/solana/lockup/architecture']},
  {route: '/solana/architecture-and-diagrams/merkle-instant', to: ['/solana/airdrops/architecture']},
  {
    route: '/solana/program-reference/lockup/program-declaration',
    to: ['/solana/reference/lockup/instructions', '/solana/lockup/architecture'],
  },
  {
    route: '/solana/program-reference/lockup/context%20accounts',
    to: ['/solana/reference/lockup/instructions', '/solana/lockup/architecture'],
  },
  {route: '/solana/program-reference/lockup/errors', to: ['/solana/reference/lockup/errors', '/solana/lockup/architecture']},
  {route: '/solana/program-reference/lockup/events', to: ['/solana/reference/lockup/events', '/solana/lockup/architecture']},
  {
    route: '/solana/program-reference/merkle-instant/merkle-instant',
    to: ['/solana/reference/airdrops/instructions', '/solana/airdrops/architecture'],
  },
  {
    route: '/solana/program-reference/merkle-instant/context%20accounts',
    to: ['/solana/reference/airdrops/instructions', '/solana/airdrops/architecture'],
  },
  {
    route: '/solana/program-reference/merkle-instant/errors',
    to: ['/solana/reference/airdrops/errors', '/solana/airdrops/architecture'],
  },
  {
    route: '/solana/program-reference/merkle-instant/events',
    to: ['/solana/reference/airdrops/events', '/solana/airdrops/architecture'],
  },
  {route: '/solana/client-integration/lockup', to: ['/solana/lockup/client-integration']},
  {route: '/solana/client-integration/merkle-instant', to: ['/solana/airdrops/client-integration']},
  {route: '/solana/governance', to: ['/solana/governance']},
];

/** A route as the site's files and redirect sources spell it: `%20` decoded to a space. */
export function sitePath(route: string): string {
  return decodeURI(route);
}

/** The published Solana routes that are not our pages, as fallback redirects (see config/redirects.ts). */
export const SOLANA_REDIRECTS: readonly {from: string; to: readonly string[]}[] = SOLANA_ROUTES_2026.filter(
  ({route, to}) => to[0] !== route,
).map(({route, to}) => ({from: sitePath(route), to}));
