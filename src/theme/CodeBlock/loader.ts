/**
 * ./highlighter in a chunk of its own, loaded the first time a page renders code that has no build-time HTML. The
 * server bundle uses ./loader.server.ts in place of this module (plugins/code-highlight), so the static HTML of such
 * code is highlighted too.
 */
import {lazyData} from '../../lib/lazyData';

export const highlighter = lazyData(() => import('./highlighter'));
