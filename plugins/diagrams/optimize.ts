/**
 * Shrinks a rendered diagram with svgo: fewer decimals in coordinates (Mermaid's shapes write paths with
 * 15-digit numbers), shorter path data, no editor cruft. Ids, classes, the viewBox, the `<style>` element and the
 * accessibility attributes are kept: the CSS, the markers and screen readers refer to them.
 */
import {optimize} from 'svgo';

export function optimizeSvg(svg: string): string {
  return optimize(svg, {
    multipass: false,
    floatPrecision: 2,
    plugins: [
      {
        name: 'preset-default',
        params: {
          overrides: {
            cleanupIds: false,
            removeViewBox: false,
            inlineStyles: false,
            minifyStyles: false,
            removeUnknownsAndDefaults: false,
            removeHiddenElems: false,
            removeDesc: false,
            removeTitle: false,
            convertShapeToPath: false,
            mergePaths: false,
            collapseGroups: false,
            moveElemsAttrsToGroup: false,
            moveGroupAttrsToElems: false,
          },
        },
      },
    ],
  }).data;
}
