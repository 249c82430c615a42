/**
 * The pages Docusaurus writes at build time, read into hast trees by rehype-parse. Its parser (parse5) follows the
 * HTML standard, so the minified output (unquoted attributes, optional end tags such as `</p>`, `</li>`, `</td>`
 * left out, entities) reads the way a browser reads it.
 */
import type {Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

const parser = unified().use(rehypeParse);

/** A whole document (`<html>`, `<head>` and `<body>` are always there, as in a browser). */
export function parseHtml(html: string): Root {
  return parser.parse(html);
}
