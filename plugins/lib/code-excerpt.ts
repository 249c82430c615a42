/**
 * Cuts named regions out of a TypeScript example at build time (for <CodeExcerpt>), so a guide shows one step of a
 * client while the reader copies exactly the text that the unit tests type-check. A region is the block between
 * `// #region <name>` and `// #endregion <name>` lines; the marker lines themselves never reach a page.
 */

const MARKER = /^\s*\/\/ #(end)?region(\s+(\S+))?\s*$/;

function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length);
  const min = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(Math.min(min, l.length - l.trimStart().length))).join('\n');
}

/** The whole file without its region markers and without trailing blank lines. */
export function withoutRegionMarkers(source: string): string {
  return `${source
    .split('\n')
    .filter((l) => !MARKER.test(l))
    .join('\n')
    .trimEnd()}\n`;
}

/** The names of a file's regions, in order. Throws on an unclosed, unopened or unnamed region. */
export function regionNames(source: string): string[] {
  const names: string[] = [];
  let open: string | undefined;
  for (const [i, line] of source.split('\n').entries()) {
    const match = MARKER.exec(line);
    if (!match) continue;
    const name = match[3];
    if (name === undefined) throw new Error(`line ${i + 1}: a region marker needs a name`);
    if (match[1] === undefined) {
      if (open !== undefined) throw new Error(`line ${i + 1}: region "${name}" opens inside region "${open}"`);
      if (names.includes(name)) throw new Error(`line ${i + 1}: region "${name}" appears twice`);
      open = name;
      names.push(name);
    } else {
      if (open !== name) throw new Error(`line ${i + 1}: #endregion ${name} closes ${open === undefined ? 'nothing' : `"${open}"`}`);
      open = undefined;
    }
  }
  if (open !== undefined) throw new Error(`region "${open}" is never closed`);
  return names;
}

/**
 * The lines of one or more regions (in file order, separated by a blank line), dedented. Throws when a region is
 * missing, so a renamed region breaks the build instead of the page.
 */
export function codeRegions(source: string, names: readonly string[]): string {
  const known = regionNames(source);
  for (const name of names) if (!known.includes(name)) throw new Error(`region "${name}" not found (regions: ${known.join(', ')})`);
  const parts: string[] = [];
  let current: string[] | undefined;
  for (const line of source.split('\n')) {
    const match = MARKER.exec(line);
    if (match) {
      const name = match[3] as string;
      if (match[1] === undefined && names.includes(name)) current = [];
      else if (match[1] !== undefined && current) {
        parts.push(dedent(current));
        current = undefined;
      }
      continue;
    }
    current?.push(line);
  }
  return parts.join('\n\n');
}
