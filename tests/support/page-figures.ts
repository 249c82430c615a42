/**
 * Figures that a guide states about its example, read from the page so that the EVM test which runs the example
 * asserts the page's own number: change either the example or the page, and the test fails.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');

/** The text of a page under docs/, e.g. `guides/lockup/examples/create-stream/lockup-linear.mdx`. */
export function pageText(page: string): string {
  return fs.readFileSync(path.join(DOCS, page), 'utf8');
}

/**
 * The groups of the first match of `pattern` on the page, as written (line breaks of the Markdown source count as
 * spaces). Fails the test if the page no longer says it.
 */
export function statedOn(page: string, pattern: RegExp): string[] {
  const text = pageText(page).replace(/\s*\n\s*/g, ' ');
  const match = pattern.exec(text);
  assert.ok(match, `${page} no longer states ${pattern}`);
  return match.slice(1).map((group) => group ?? '');
}

/** A number as a page writes it ("6,048,000", "1_000", "3.14"), scaled by 10^decimals, as a bigint. */
export function figure(text: string, decimals = 0): bigint {
  const plain = text.replace(/[,_\s]/g, '');
  assert.match(plain, /^\d+(\.\d+)?$/, `not a number: ${text}`);
  const [whole, fraction = ''] = plain.split('.') as [string, string?];
  assert.ok(fraction.length <= decimals, `${text} has more than ${decimals} decimals`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}
