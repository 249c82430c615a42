import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {contentSlice, htmlToMarkdown} from '../../plugins/markdown-twins/convert';

const SITE = 'https://docs.sablier.com';

/** A doc page shaped like the theme's output: chrome around `.theme-doc-markdown`, minified attributes. */
function page(body: string, title = 'Example'): string {
  return `<!doctype html><html><head><title>${title} | Sablier Docs</title></head><body><nav class=navbar>Menu</nav>
<main><article><nav class=theme-doc-breadcrumbs>Home</nav><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

async function md(body: string): Promise<string> {
  const result = await htmlToMarkdown(page(body), {siteUrl: SITE, route: '/guides/example', titleSuffix: ' | Sablier Docs'});
  assert.ok(result);
  return result.markdown;
}

describe('htmlToMarkdown', () => {
  it('keeps the title and drops the site chrome', async () => {
    const out = await md('<p>Body text.</p>');
    assert.equal(out, '# Example\n\nBody text.\n');
  });

  it('turns admonitions into blockquotes opened by their label', async () => {
    const out = await md(
      '<div class="theme-admonition theme-admonition-caution alert alert--warning admonition_x"><div class=admonitionHeading_y><span class=admonitionIcon_z><svg><path d=""/></svg></span>caution</div><div class=admonitionContent_w><p>Read the preview.</p></div></div>',
    );
    assert.match(out, /> \*\*Caution:\*\*\n>\n> Read the preview\./);
  });

  it('turns code blocks into fenced code with their language, indentation kept', async () => {
    const out = await md(
      '<div class="language-ts codeBlockContainer_a theme-code-block"><div class=codeBlockContent_b><pre class="prism-code language-ts"><code><div class=token-line><span class="token keyword">const</span><span class="token plain"> a = {</span><br/></div><div class=token-line><span class="token plain">  b: 1,</span><br/></div><div class=token-line><span class="token plain">};</span><br/></div></code></pre><button>Copy</button></div></div>',
    );
    assert.match(out, /```ts\nconst a = \{\n {2}b: 1,\n\};\n```/);
  });

  it('writes out every tab panel under its label', async () => {
    const out = await md(
      '<div class="theme-tabs-container tabs-container"><ul role=tablist><li role=tab aria-selected=true>curl<li role=tab>JavaScript</ul><div class=margin-top--md><div role=tabpanel><p>First panel.</p></div><div role=tabpanel hidden><p>Second panel.</p></div></div></div>',
    );
    assert.match(out, /\*\*curl\*\*\n\nFirst panel\.\n\n\*\*JavaScript\*\*\n\nSecond panel\./);
  });

  it('keeps tables as GFM tables with full addresses and absolute links', async () => {
    const address = '0x844344Cd871B28221d725ecE9630E8bDE4E3a181';
    const out = await md(
      `<section class=table-scroll tabindex=0><table><thead><tr><th>Contract<th>Address<tbody><tr><td><a href=/reference/flow>SablierFlow</a><td><span><a href=https://etherscan.io/address/${address} target=_blank rel="noopener noreferrer"><code>${address}</code></a><button>Copy</button></span></table></section>`,
    );
    assert.match(out, /\| Contract \| Address \|/);
    assert.ok(out.includes(`[SablierFlow](${SITE}/reference/flow)`));
    assert.ok(out.includes(`[\`${address}\`](https://etherscan.io/address/${address})`));
  });

  it('keeps math as TeX', async () => {
    const out = await md(
      '<p>Scale by <span class=katex><span class=katex-mathml><math><semantics><mrow></mrow><annotation encoding=application/x-tex>10^{12}</annotation></semantics></math></span><span class=katex-html aria-hidden=true>1012</span></span> and round.</p><span class=katex-display><span class=katex><span class=katex-mathml><math><semantics><annotation encoding=application/x-tex>a = b</annotation></semantics></math></span></span></span>',
    );
    assert.match(out, /Scale by \$10\^\{12\}\$ and round\./);
    assert.match(out, /\$\$\na = b\n\$\$/);
  });

  it('gives charts their description, not their drawing', async () => {
    const out = await md(
      '<figure data-stream-chart=cliff><svg role=img><title>Cliff stream chart</title><text>365</text></svg><fieldset><legend>Change</legend><label>Cliff</label><input type=range></fieldset><figcaption><strong>Cliff.</strong> Nothing until day 365.</figcaption></figure>',
    );
    assert.match(out, /\*\*Cliff\.\*\* Nothing until day 365\./);
    assert.ok(!out.includes('Change'));
    assert.ok(!out.includes('365\n'));
  });

  it('opens collapsible sections and drops screen-reader-only notes and heading anchors', async () => {
    const out = await md(
      '<h2 id=x>Setup<a href=#x class=hash-link>​</a></h2><details><summary>Solidity</summary><div><p>Inside.</p></div></details><p><a href=https://llmstxt.org target=_blank>llms.txt<span class="visually-hidden sr-only"> (opens in a new tab)</span></a></p>',
    );
    assert.match(out, /## Setup\n/);
    assert.match(out, /\*\*Solidity\*\*\n\nInside\./);
    assert.ok(out.includes('[llms.txt](https://llmstxt.org)'));
  });

  it('resolves in-page anchors against the page URL', async () => {
    const out = await md('<p><a href=#setup>see below</a></p>');
    assert.ok(out.includes(`[see below](${SITE}/guides/example#setup)`));
  });

  it('slices doc pages to their body and leaves other pages whole', () => {
    const html = page('<p>x</p>');
    const slice = contentSlice(html);
    assert.ok(slice.startsWith('<title>'));
    assert.ok(!slice.includes('navbar'));
    assert.ok(!slice.includes('Edit this page'));
    assert.equal(contentSlice('<main>home</main>'), '<main>home</main>');
  });

  it('gives a page without its own h1 one from the document title', async () => {
    const result = await htmlToMarkdown('<html><head><title>Sablier Docs</title></head><body><main><p>Welcome.</p></main></body></html>', {
      siteUrl: SITE,
      route: '/',
    });
    assert.equal(result?.markdown, '# Sablier Docs\n\nWelcome.\n');
  });
});

describe('build-time diagrams', () => {
  it('become their Mermaid source', async () => {
    const html = page('<figure class=sablier-diagram><div class=svg_x data-diagram=abc123><svg><text>NULL</text></svg></div></figure>');
    const result = await htmlToMarkdown(html, {
      siteUrl: SITE,
      route: '/x',
      diagramSource: (hash) => (hash === 'abc123' ? 'flowchart LR\n  A --> B\n' : undefined),
    });
    assert.match(result?.markdown ?? '', /```mermaid\nflowchart LR\n {2}A --> B\n```/);
  });
});
