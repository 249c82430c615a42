/**
 * The page-weight model applied to a production build: for every page route, the files its first load can fetch
 * and their bytes on the wire (scripts/lib/page-weight.ts has the rules). Read by the build test, which checks every
 * route's budgets, and by the browser test, which checks the model against what Chromium fetches.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listBuiltPages} from './build-pages';
import {
  assetKind,
  buildFileOf,
  type ClientManifest,
  cssResources,
  faceMayLoad,
  familyMayBeDrawn,
  type FontUse,
  styleAttributeFontUses,
  htmlAssets,
  type PageWeight,
  parseRoutesModule,
  type RouteNode,
  resolveUrl,
  routeChunkFiles,
  type WeighedFile,
  weighPage,
} from './page-weight';
import {contentTypeOf, gzipped, isCompressible} from './static-server';

export interface BuildWeights {
  routes: RouteNode[];
  /** Every page route's weight, in route order. */
  weights: PageWeight[];
  /** Files that cannot be weighed (on another host, missing from the build) and routes the tree does not know. */
  problems: string[];
}

/** A URL path as it is served, for a stylesheet's relative URLs: the build-relative file with a leading slash. */
const servedAt = (file: string) => `/${file.split(path.sep).join('/')}`;

/**
 * Weighs every page of `buildDir` with the route records Docusaurus left in `generatedDir` (`.docusaurus`).
 * Sizes are what the static server sends, compressed by its own function (scripts/lib/static-server.ts).
 */
export function weighBuild(buildDir: string, generatedDir: string): BuildWeights {
  for (const file of [path.join(buildDir, 'index.html'), path.join(generatedDir, 'client-manifest.json')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first.`);
  }
  const routes = parseRoutesModule(fs.readFileSync(path.join(generatedDir, 'routes.js'), 'utf8'));
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  const manifest = JSON.parse(fs.readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8')) as ClientManifest;

  const sizes = new Map<string, {raw: number; bytes: number}>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(buildDir, file));
      const bytes = isCompressible(contentTypeOf(file)) ? gzipped(path.join(buildDir, file)).length : content.length;
      size = {raw: content.length, bytes};
      sizes.set(file, size);
    }
    return size;
  };
  const stylesheets = new Map<string, ReturnType<typeof cssResources>>();
  const resourcesOf = (file: string) => {
    let resources = stylesheets.get(file);
    if (!resources) {
      resources = cssResources(fs.readFileSync(path.join(buildDir, file), 'utf8'));
      stylesheets.set(file, resources);
    }
    return resources;
  };

  const problems: string[] = [];
  const weights: PageWeight[] = [];
  for (const page of listBuiltPages(buildDir)) {
    const html = fs.readFileSync(page.file, 'utf8');
    const htmlFile = path.relative(buildDir, page.file).split(path.sep).join('/');
    const assets = htmlAssets(html);
    const files = new Set<string>([htmlFile]);
    /** How often the HTML names a file: each may be a request of its own. */
    const named = new Map<string, number>();
    const add = (url: string, from: string) => {
      const file = buildFileOf(resolveUrl(url, from));
      if (file === undefined) problems.push(`${page.route}: loads ${url}, which is not in the build and cannot be weighed`);
      else if (!fs.existsSync(path.join(buildDir, file)) || !fs.statSync(path.join(buildDir, file)).isFile()) {
        problems.push(`${page.route}: ${file} is not in build/`);
      } else files.add(file);
      return file;
    };
    for (const url of [...assets.scripts, ...assets.stylesheets, ...assets.fonts, ...assets.images, ...assets.other]) {
      const file = add(url, page.route);
      if (file !== undefined) named.set(file, (named.get(file) ?? 0) + 1);
    }
    try {
      for (const file of routeChunkFiles(page.route, routes, chunkNames, manifest)) add(`/${file}`, '/');
    } catch (error) {
      problems.push((error as Error).message);
    }

    // Stylesheets (linked, imported, inline) with what they load. Faces wait until the page's text is known.
    const faces: {url: string; from: string; face: ReturnType<typeof cssResources>['fonts'][number]}[] = [];
    let text = assets.text;
    const uses: FontUse[] = assets.styleAttributes.flatMap(styleAttributeFontUses);
    const seen = new Set<string>();
    const readStylesheet = (resources: ReturnType<typeof cssResources>, from: string) => {
      text += ` ${resources.text}`;
      uses.push(...resources.fontUses);
      for (const face of resources.fonts) faces.push({url: face.url, from, face});
      for (const url of resources.urls) add(url, from);
      for (const url of resources.imports) linkStylesheet(url, from);
    };
    const linkStylesheet = (url: string, from: string) => {
      const file = add(url, from);
      if (file === undefined || seen.has(file) || !files.has(file)) return;
      seen.add(file);
      readStylesheet(resourcesOf(file), servedAt(file));
    };
    for (const url of assets.stylesheets) linkStylesheet(url, page.route);
    for (const file of [...files].filter((f) => assetKind(f) === 'css')) linkStylesheet(`/${file}`, '/');
    for (const css of assets.inlineStyles) readStylesheet(cssResources(css), page.route);
    const classes = new Set(assets.classes);
    for (const {url, from, face} of faces) if (faceMayLoad(face, text) && familyMayBeDrawn(face.family, uses, classes)) add(url, from);

    const weighed: WeighedFile[] = [...files].map((file) => ({
      file,
      kind: assetKind(file),
      ...sizeOf(file),
      requests: named.get(file) ?? 1,
    }));
    weights.push(weighPage(page.route, weighed));
  }
  if (problems.some((p) => p.endsWith(' is not in build/'))) {
    problems.unshift(
      `files the route records name are missing from ${path.basename(buildDir)}/: were ${path.basename(generatedDir)}/ and ${path.basename(buildDir)}/ ` +
        'written by the same build? (`docusaurus build --out-dir` elsewhere rewrites the first only)',
    );
  }
  return {routes, weights, problems};
}
