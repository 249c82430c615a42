/** Puts each diagram's SVG into the static HTML, inside the empty element the Diagram component rendered. */
const PLACEHOLDER = /(<div\b[^>]*\bdata-diagram="?([0-9a-f]{8})"?[^>]*>)(<\/div>)/g;

export function injectDiagrams(html: string, svgOf: (hash: string) => string): {html: string; hashes: string[]} {
  const hashes: string[] = [];
  const out = html.replace(PLACEHOLDER, (_all, open: string, hash: string, close: string) => {
    hashes.push(hash);
    return `${open}${svgOf(hash)}${close}`;
  });
  return {html: out, hashes};
}
