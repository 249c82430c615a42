/**
 * One SVG for both colour modes. Mermaid's light and dark renders of a diagram have the same geometry; they differ
 * in their `<style>` element and in a few colour attributes (filters, some fills). The result keeps the light
 * render; its CSS stays as it is (the page's default, also with JavaScript off), the dark CSS follows with every
 * selector prefixed by `[data-theme='dark']`, and each colour attribute that differs becomes a CSS variable set
 * per mode. Rules for classes the SVG does not use are dropped. When the renders differ in any other way, both
 * SVGs are kept, each shown only in its own mode.
 */
import postcss, {type Rule} from 'postcss';

const STYLE = /<style>([\s\S]*?)<\/style>/;
const ATTRIBUTE = /\s([a-zA-Z:-]+)="([^"]*)"/g;
const COLOUR_ATTRIBUTES = new Set(['fill', 'stroke', 'flood-color', 'stop-color', 'color', 'lighting-color']);

export const DARK_PREFIX = "[data-theme='dark']";

const ENTITIES: Record<string, string> = {'&quot;': '"', '&apos;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** The CSS text of the SVG's style element (XML entities decoded) and the markup around it. */
export function splitStyle(svg: string): {css: string; rest: string} {
  const match = STYLE.exec(svg);
  if (!match) return {css: '', rest: svg};
  const css = (match[1] ?? '').replace(/&(?:quot|apos|#39|lt|gt|amp);/g, (e) => ENTITIES[e] ?? e);
  return {css, rest: svg.replace(STYLE, '<style></style>')};
}

/** CSS as the text of an XML element. */
const asXmlText = (css: string) => css.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) for (const c of (m[1] ?? '').split(/\s+/)) if (c) classes.add(c);
  return classes;
}

/** Keeps the selectors whose class names all occur in the markup; prefixes them when `prefix` is given. */
export function pruneAndPrefix(css: string, used: Set<string>, prefix?: string): string {
  const root = postcss.parse(css);
  if (prefix) root.walkAtRules(/keyframes$/, (atRule) => void atRule.remove());
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as {name: string}).name)) return;
    const kept = rule.selectors.filter((s) => [...s.matchAll(/\.([\w-]+)/g)].every((m) => used.has(m[1] ?? '')));
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = prefix ? kept.map((s) => (s.trim() === ':root' ? prefix : `${prefix} ${s}`)) : kept;
  });
  return root.toString();
}

interface Merged {
  markup: string;
  light: string[];
  dark: string[];
}

/** Light markup with differing colour attributes replaced by variables, or undefined when the renders differ otherwise. */
export function mergeColourAttributes(light: string, dark: string, id: string): Merged | undefined {
  const skeleton = (s: string) => s.replace(ATTRIBUTE, ' $1=""');
  if (skeleton(light) !== skeleton(dark)) return undefined;
  const darkValues = [...dark.matchAll(ATTRIBUTE)].map((m) => m[2] ?? '');
  const lightVars: string[] = [];
  const darkVars: string[] = [];
  let i = 0;
  let ok = true;
  const variable = (lightValue: string, darkValue: string) => {
    const name = `--${id}-c${lightVars.length}`;
    lightVars.push(`${name}:${lightValue}`);
    darkVars.push(`${name}:${darkValue}`);
    return `var(${name})`;
  };
  const markup = light.replace(ATTRIBUTE, (all, name: string, value: string) => {
    const other = darkValues[i++] ?? '';
    if (other === value) return all;
    // Sequence diagrams number their actors with a counter that runs on between renders; the light ids are kept
    // together with every reference to them, and the CSS does not refer to them.
    if (name === 'id') return all;
    if (COLOUR_ATTRIBUTES.has(name)) return ` style="${name}:${variable(value, other)}"`;
    if (name === 'style') {
      const mine = value.split(';');
      const theirs = other.split(';');
      const props = (list: string[]) => list.map((d) => d.split(':')[0]?.trim()).join();
      if (props(mine) === props(theirs)) {
        const merged = mine.map((declaration, k) => {
          const their = theirs[k] ?? '';
          if (declaration === their) return declaration;
          const [prop] = declaration.split(':');
          return `${prop}:${variable(declaration.slice(declaration.indexOf(':') + 1), their.slice(their.indexOf(':') + 1))}`;
        });
        return ` style="${merged.join(';')}"`;
      }
    }
    ok = false;
    return all;
  });
  // An element that already had a style attribute would now have two: keep both renders instead.
  if (!ok || /<[^>]*\sstyle="[^"]*"[^>]*\sstyle="/.test(markup)) return undefined;
  return {markup, light: lightVars, dark: darkVars};
}

/** The markup for both modes: `light` and `dark` were rendered with the same `id`. */
export function combineThemes(light: string, dark: string, id: string, darkWithOwnId: () => string): string {
  const l = splitStyle(light);
  const d = splitStyle(dark);
  const merged = mergeColourAttributes(l.rest, d.rest, id);
  if (merged) {
    const used = classesIn(merged.markup);
    const vars = merged.light.length > 0 ? `#${id}{${merged.light.join(';')}}${DARK_PREFIX} #${id}{${merged.dark.join(';')}}` : '';
    const css = pruneAndPrefix(l.css, used) + pruneAndPrefix(d.css, used, DARK_PREFIX) + vars;
    return merged.markup.replace('<style></style>', () => `<style>${asXmlText(css)}</style>`);
  }
  const withClass = (svg: string, cls: string) => svg.replace(/^<svg /, `<svg class="diagram-only-${cls}" `);
  return withClass(light, 'light') + withClass(darkWithOwnId(), 'dark');
}
