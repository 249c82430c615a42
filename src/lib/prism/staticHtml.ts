/**
 * Code blocks highlighted at build time: Prism's tokens as the HTML the theme's CodeBlock renders (one
 * `.token-line` div per line, one `span.token` per token, a `<br>` at the end of each line), with the colours in
 * a stylesheet for both colour modes instead of inline styles for one. Pure functions; plugins/code-highlight runs
 * them over every fenced block and src/theme/CodeBlock renders the result.
 *
 * The stylesheet has one rule per token type, in the theme's order, while the theme merges the styles of a token's
 * types in the token's order. They agree unless two types of one token set the same property differently (a
 * string inside a shell variable, say); `highlightToHtml` checks every token against the theme in both modes and
 * gives such a token its colours in custom properties that an override rule applies. A block whose themes style
 * tokens with other properties than those returns undefined (it then highlights in the browser, as the theme does).
 */
import {escapeHtml, lineOpen, STATIC_CODE_CLASS} from './codeHtml';
import type {CodeLines} from './lines';
import {type LineToken, normalizeTokens, type PrismTheme, type PrismToken, styleForToken, themeToDict} from './tokens';

export {codeTextOf, LINE_CLASSES, plainHtml, STATIC_CODE_CLASS} from './codeHtml';

/** The part of a Prism instance this module uses. */
export interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: unknown): (string | PrismToken)[];
}

export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

type Style = Record<string, string | number | undefined>;

/** Selectors of the two colour modes; a page without `data-theme` (JavaScript off) gets the light one. */
const MODES = {light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']"} as const;

/** Class of a token whose style the per-type rules would get wrong; its style is in custom properties. */
const OVERRIDE_CLASS = 'token-own';

/** Properties a token's own style may set, and the letter of their custom properties (`--lc`: light colour). */
const OVERRIDABLE: Record<string, string> = {color: 'c', fontStyle: 'f', fontWeight: 'w', textDecoration: 'd'};
const MODE_LETTER = {light: 'l', dark: 'd'} as const;

/** Style entries of a theme as the stylesheet applies them: one rule per token type, in the theme's order. */
function typeRules(theme: PrismTheme): [string, Style][] {
  const dict = themeToDict({...theme, styles: theme.styles.filter((s) => !s.languages)}, '');
  return Object.entries(dict)
    .filter(([type]) => type !== 'root' && type !== 'plain')
    .map(([type, style]) => [type, {...(style as Style)}]);
}

function defined(style: Style | undefined): Style {
  return Object.fromEntries(Object.entries(style ?? {}).filter(([, v]) => v !== undefined && v !== ''));
}

function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarations(style: Style): string {
  return Object.entries(defined(style))
    .map(([k, v]) => `${kebab(k)}:${v}`)
    .join(';');
}

/** The stylesheet for build-time highlighted blocks: the theme's plain colours and token colours, per mode. */
export function themeCss(themes: CodeThemes): string {
  const out: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const theme = themes[mode];
    const scope = `${MODES[mode]} .${STATIC_CODE_CLASS}`;
    const plain = defined({'--prism-color': theme.plain.color, '--prism-background-color': theme.plain.backgroundColor});
    out.push(
      `${scope}{${Object.entries(plain)
        .map(([k, v]) => `${k}:${v}`)
        .join(';')}}`,
    );
    for (const [type, style] of typeRules(theme)) {
      const body = declarations(style);
      if (body) out.push(`${scope} .token.${cssIdent(type)}{${body}}`);
    }
  }
  // The theme colours the <pre> and every line with the plain colour inline; here they inherit it.
  out.push(`.${STATIC_CODE_CLASS} pre{color:var(--prism-color)}`);
  // Last, and doubled for weight: tokens that carry their own style (see highlightToHtml).
  for (const mode of ['light', 'dark'] as const) {
    const body = Object.entries(OVERRIDABLE)
      .map(([property, letter]) => `${kebab(property)}:var(--${MODE_LETTER[mode]}${letter},inherit)`)
      .join(';');
    out.push(`${MODES[mode]} .${STATIC_CODE_CLASS} .token.${OVERRIDE_CLASS}.${OVERRIDE_CLASS}{${body}}`);
  }
  return `${out.join('\n')}\n`;
}

function cssIdent(type: string): string {
  return type.replace(/[^\w-]/g, (c) => `\\${c}`);
}

/** What the stylesheet gives a token of these types (later rules win), without the `display` the theme adds. */
export function cssStyleFor(theme: PrismTheme, types: string[]): Style {
  const out: Style = {};
  for (const [type, style] of typeRules(theme)) if (types.includes(type)) Object.assign(out, defined(style));
  return out;
}

function sameStyle(a: Style, b: Style): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && String(a[k]) === String(b[k as string]));
}

/** The theme's CodeBlock Line drops the newline of a line that holds only one (it adds a `<br>` itself). */
function fixLineBreak(line: LineToken[]): LineToken[] {
  const only = line.length === 1 && line[0]?.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

/**
 * The inner HTML of the block's `<code>`: lines and tokens with the classes the theme's CodeBlock gives them, and the
 * line features of `lines` (./lines.ts: highlighted lines' classes, a line-number cell per line). Undefined when the
 * stylesheet would colour a token differently from the theme in either mode.
 */
export function highlightToHtml(
  prism: PrismLike,
  code: string,
  language: string,
  themes: CodeThemes,
  lines: Pick<CodeLines, 'lineClassNames' | 'lineNumbersStart'> = {lineClassNames: {}},
): string | undefined {
  const grammar = prism.languages[language];
  const tokenLines = normalizeTokens(grammar ? prism.tokenize(code, grammar) : [code]);
  const numbered = lines.lineNumbersStart !== undefined;
  const dicts = {light: themeToDict(themes.light, language), dark: themeToDict(themes.dark, language)};
  // Per list of types: '' when the stylesheet gets it right, else the custom properties of its own style.
  const own = new Map<string, string>();
  let html = '';
  for (const [index, raw] of tokenLines.entries()) {
    html += lineOpen(lines.lineClassNames[index] ?? [], numbered);
    for (const token of fixLineBreak(raw)) {
      const key = token.types.join(' ');
      let vars = own.get(key);
      if (vars === undefined) {
        vars = ownStyle(token.types, dicts, themes);
        if (vars === undefined) return undefined;
        own.set(key, vars);
      }
      // As the theme's styleForToken: an empty line's token stays an inline block, unless it has one non-plain type.
      const inline = token.empty && (key === 'plain' || token.types.length > 1);
      const style = [vars, inline ? 'display:inline-block' : ''].filter(Boolean).join(';');
      // Plain text the stylesheet does not colour needs no element: a third to a half of a block's tokens, and
      // every element counts on a page with a hundred blocks.
      if (key === 'plain' && !style) {
        html += escapeHtml(token.content);
        continue;
      }
      const classes = vars ? `token ${key} ${OVERRIDE_CLASS}` : `token ${key}`;
      html += `<span class="${classes}"${style ? ` style="${style}"` : ''}>${escapeHtml(token.content)}</span>`;
    }
    html += numbered ? '</span><br></div>' : '<br></div>';
  }
  return html;
}

/**
 * '' when the per-type rules give a token of these types the theme's style in both modes; else its style as custom
 * properties for the override rule; undefined when that style uses a property the override rule does not set.
 */
function ownStyle(
  types: string[],
  dicts: Record<'light' | 'dark', ReturnType<typeof themeToDict>>,
  themes: CodeThemes,
): string | undefined {
  const expected = {light: {}, dark: {}} as Record<'light' | 'dark', Style>;
  let agree = true;
  for (const mode of ['light', 'dark'] as const) {
    const {display: _display, ...style} = (styleForToken(dicts[mode], {types}) ?? {}) as Style;
    expected[mode] = defined(style);
    if (!sameStyle(expected[mode], cssStyleFor(themes[mode], types))) agree = false;
  }
  if (agree) return '';
  const vars: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const [property, value] of Object.entries(expected[mode])) {
      const letter = OVERRIDABLE[property];
      if (!letter) return undefined;
      vars.push(`--${MODE_LETTER[mode]}${letter}:${value}`);
    }
  }
  return vars.join(';');
}
