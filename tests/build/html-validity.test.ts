/**
 * The built HTML is valid: the W3C Nu HTML checker (vnu-jar) reads one page of each template and reports no error
 * but the framework's own (`<div>` inside `<code>` in highlighted code blocks, which a bare Docusaurus site has too).
 * It needs Java, which the test command installs as root on Debian (scripts/check-java.sh); without it, the test says
 * so and is skipped.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import htmlTags from 'html-tags';
import {Parser} from 'htmlparser2';
import {listBuiltPages} from '../../scripts/lib/build-pages';

const BUILD = path.resolve(__dirname, '..', '..', 'build');
/** vnu-jar's main module exports the path of vnu.jar. */
const VNU = String(require('vnu-jar'));

/** One page per template: home, concept (diagrams, math, charts), guide, deployments, errors, generated references, API (with generated entity tables and schema reference), search, 404. */
const PAGES = [
  'index.html',
  'concepts/bob/overview/index.html',
  'concepts/flow/overview/index.html',
  'concepts/lockup/stream-shapes/index.html',
  'guides/lockup/deployments/index.html',
  'reference/errors/index.html',
  'reference/lockup/contracts/contract.SablierLockup/index.html',
  'solana/reference/lockup/instructions/index.html',
  'solana/overview/index.html',
  'api/overview/index.html',
  'api/lockup/the-graph/entities/index.html',
  'api/schema/the-graph/streams/index.html',
  'search/index.html',
  '404.html',
];

/** The framework's own markup: Prism's line `<div>`s inside `<code>`. */
const FRAMEWORK = /^Element “div” not allowed as child of element “code” in this context/;

const java = spawnSync('java', ['-version'], {stdio: 'ignore'}).status === 0;

test('one page of each template is valid HTML (W3C Nu checker)', {
  skip: java ? false : 'no Java runtime: install one to run the HTML checker',
}, () => {
  const files = PAGES.map((p) => path.join(BUILD, p));
  for (const file of files) assert.ok(fs.existsSync(file), `${file} (run npm run build first)`);
  let output = '';
  try {
    output = execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits 1 when it reports errors and writes the JSON report to stderr.
    output = String((error as {stderr?: string}).stderr ?? '');
  }
  const report = JSON.parse(output || '{"messages":[]}') as {messages: {type: string; url: string; message: string; lastLine?: number}[]};
  const errors = report.messages
    .filter((m) => m.type === 'error' && !FRAMEWORK.test(m.message))
    .map((m) => `${path.relative(BUILD, m.url.replace(/^file:/, ''))}:${m.lastLine ?? 0}: ${m.message}`);
  assert.deepEqual(errors, []);
});

/**
 * Every built page, not one per template: an element HTML does not know is text of a page that Markdown read as a
 * tag (`sha256("account:<Name>")` outside code becomes a `<name>` element, and the reader sees `account:`).
 * Inside `<svg>` and `<math>` other vocabularies apply; custom elements have a hyphen.
 */
test('no built page has an element HTML does not know', () => {
  const known = new Set<string>(htmlTags);
  const pages = listBuiltPages(BUILD);
  assert.ok(pages.length > 300, `only ${pages.length} built pages (run npm run build first)`);
  const unknown: string[] = [];
  for (const {route, file} of pages) {
    let foreign = 0;
    const parser = new Parser(
      {
        onopentag(name) {
          if (name === 'svg' || name === 'math') foreign++;
          else if (foreign === 0 && !known.has(name) && !name.includes('-')) unknown.push(`${route}: <${name}>`);
        },
        onclosetag(name) {
          if (name === 'svg' || name === 'math') foreign--;
        },
      },
      {decodeEntities: true},
    );
    parser.end(fs.readFileSync(file, 'utf8'));
  }
  assert.deepEqual([...new Set(unknown)], []);
});
