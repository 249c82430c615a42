/**
 * Mermaid diagrams are SVG in the static HTML of the build (plugins/diagrams), so they are there without JavaScript.
 * What needs a browser (their size on the page, no Mermaid runtime loaded, colours per mode, a client-side navigation,
 * the renderer) is in tests/e2e/diagrams.test.ts. Needs a build: run `npm run build` first.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {builtPage, selectAll, textOf} from '../support/built-page';

const PAGE = '/concepts/flow/statuses';

describe('diagrams in the build', () => {
  it('are SVG in the static HTML, with their text', () => {
    const diagrams = selectAll('figure.sablier-diagram [data-diagram] svg', builtPage(PAGE).tree);
    assert.ok(diagrams.length >= 6, `only ${diagrams.length} diagrams`);
    const [first] = diagrams;
    assert.ok(first, 'no diagram');
    assert.match(textOf(first), /STREAMING/);
  });
});
