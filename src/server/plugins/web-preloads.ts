import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, type Lang } from '../../shared/i18n/languages';
import { ROUTE_PRELOADS } from '../../shared/route-preloads';

/** One chunk of vite's build manifest (dist/web/.vite/manifest.json). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null when the build has none (tests, older builds). */
export function readManifest(webRoot: string): Manifest | null {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** `key` and every chunk it imports statically, to the end (manifest keys). */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imp of manifest[key].imports ?? []) withImports(manifest, imp, into);
  return into;
}

/**
 * The script files (paths under the web root, e.g. `/assets/MyMatchesPage-x1.js`) that the router loads
 * before it paints `pathname` in `lang`, minus those index.html already names (the entry chunk and its
 * static imports): the route's lazy modules with their static imports, and its message catalogues
 * (plus `common` in a language other than English, which the entry does not carry). Empty for a URL
 * not in ROUTE_PRELOADS (issue #8, decision 084).
 */
export function routePreloadFiles(manifest: Manifest, pathname: string, lang: Lang): string[] {
  const route = ROUTE_PRELOADS[pathname];
  if (!route) return [];
  const inEntry = withImports(manifest, 'index.html');
  const wanted = new Set<string>();
  for (const m of route.modules) withImports(manifest, m, wanted);
  const ns = lang === DEFAULT_LANG ? route.ns : ['common', ...route.ns];
  for (const n of ns) withImports(manifest, `../shared/i18n/locales/${lang}/${n}.ts`, wanted);
  return [...wanted]
    .filter((k) => !inEntry.has(k))
    .map((k) => `/${manifest[k]?.file}`)
    .filter((f) => f.endsWith('.js'));
}

/**
 * index.html with `<link rel="modulepreload">` for `files` before `</head>`, so the browser fetches a
 * route's chunks beside the entry chunk (one wave). Input/output: HTML text; `files` from routePreloadFiles.
 */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `  <link rel="modulepreload" crossorigin href="${f}">`).join('\n');
  return html.replace('</head>', `${links}\n  </head>`);
}
