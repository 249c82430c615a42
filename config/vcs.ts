import {execFileSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';
import {withHistoryFallback} from '../plugins/lib/source-links';

/** True when this checkout is a Git work tree with its full history (not a shallow clone). */
function gitHistoryComplete(): boolean {
  const out = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {stdio: ['ignore', 'pipe', 'ignore']});
  return out.toString().trim() === 'false';
}

/** Docusaurus' default Git reader, wrapped so a shallow clone or a missing repository still builds (no dates). */
export function lastUpdateVcs(): VcsConfig {
  return withHistoryFallback(getVcsPreset('default-v1'), gitHistoryComplete) as VcsConfig;
}
