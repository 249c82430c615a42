/**
 * WCAG 2.1 contrast arithmetic, used to keep syntax-highlighting colours readable (AA: 4.5:1 for text).
 */
export type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour: ${color}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [relativeLuminance(parseColor(foreground)), relativeLuminance(parseColor(background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour closest to `foreground` (mixed towards black on light backgrounds, towards white on dark ones)
 * that reaches `minRatio` against `background`. Colours that already pass are returned unchanged.
 */
export function withMinContrast(foreground: string, background: string, minRatio = 4.5): string {
  if (contrastRatio(foreground, background) >= minRatio) return foreground;
  const fg = parseColor(foreground);
  const target: Rgb = relativeLuminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = toHex(fg.map((v, i) => v + ((target[i] ?? 0) - v) * t) as Rgb);
    if (contrastRatio(mixed, background) >= minRatio) return mixed;
  }
  return toHex(target);
}
