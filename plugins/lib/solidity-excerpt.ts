/**
 * Cuts parts out of a Solidity source file at build time (for <SolidityExcerpt>), so a guide can show one function or one section
 * of an example while the reader still copies the exact text that the unit tests compile.
 */

function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length);
  const min = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(Math.min(min, l.length - l.trimStart().length))).join('\n');
}

function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? '').trim() === '') start++;
  while (end > start && (lines[end - 1] ?? '').trim() === '') end--;
  return lines.slice(start, end);
}

/**
 * Returns one declaration (function, modifier, constructor, error or event) with the NatSpec comment lines above it,
 * dedented. Throws when the declaration is missing, so a renamed function breaks the build instead of the page.
 */
export function solidityDeclaration(source: string, name: string): string {
  const lines = source.split('\n');
  const pattern =
    name === 'constructor'
      ? /^\s*constructor\s*\(/
      : new RegExp(`^\\s*(function|modifier|error|event)\\s+${name.replace(/[^\w]/g, '')}\\s*\\(`);
  const start = lines.findIndex((l) => pattern.test(l));
  if (start === -1) throw new Error(`solidityDeclaration: "${name}" not found`);
  const startLine = lines[start] ?? '';
  const indent = startLine.slice(0, startLine.length - startLine.trimStart().length);

  let first = start;
  while (first > 0 && (lines[first - 1] ?? '').trimStart().startsWith('///')) first--;

  let last = start;
  const isBlock = (l: string) => l.includes('{');
  // A declaration ends at the first line ending in ';' (errors, events, interface functions) or, once a body opened,
  // at the closing brace with the declaration's own indentation.
  let opened = false;
  for (let i = start; i < lines.length; i++) {
    const l = lines[i] ?? '';
    if (!opened && isBlock(l)) opened = true;
    if (!opened && l.trimEnd().endsWith(';')) {
      last = i;
      break;
    }
    if (opened && (l === `${indent}}` || (i === start && l.trimEnd().endsWith('}')))) {
      last = i;
      break;
    }
    last = i;
  }
  return dedent(lines.slice(first, last + 1));
}

/**
 * Returns the body of a section that starts with a three-line banner comment whose middle line is `title`, up to
 * the next banner or the end of the contract, dedented.
 */
export function soliditySection(source: string, title: string): string {
  const lines = source.split('\n');
  const titleIndex = lines.findIndex((l, i) => l.trim() === title && (lines[i - 1] ?? '').trim().startsWith('/*//'));
  if (titleIndex === -1) throw new Error(`soliditySection: "${title}" not found`);
  const bodyStart = titleIndex + 2;
  let bodyEnd = lines.length;
  for (let i = bodyStart; i < lines.length; i++) {
    const l = lines[i] ?? '';
    if (l.trim().startsWith('/*//') || l === '}') {
      bodyEnd = i;
      break;
    }
  }
  return dedent(trimBlank(lines.slice(bodyStart, bodyEnd)));
}

/**
 * Returns the lines from the first line containing `startText` up to, but not including, the next line containing
 * `endText` (or up to the end of the enclosing block when `endText` is omitted), trimmed of blank lines and dedented.
 */
export function solidityBetween(source: string, startText: string, endText?: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.includes(startText));
  if (start === -1) throw new Error(`solidityBetween: "${startText}" not found`);
  const startLine = lines[start] ?? '';
  const indent = startLine.length - startLine.trimStart().length;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i] ?? '';
    if (endText !== undefined ? l.includes(endText) : l.trim() !== '' && l.length - l.trimStart().length < indent) {
      end = i;
      break;
    }
  }
  if (endText !== undefined && end === lines.length) throw new Error(`solidityBetween: "${endText}" not found`);
  return dedent(trimBlank(lines.slice(start, end)));
}
