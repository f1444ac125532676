import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from '../shared/route-preloads';

const WEB = path.dirname(new URL(import.meta.url).pathname);
/** routes.tsx with its whitespace collapsed (biome wraps long route lines). */
const ROUTES = readFileSync(path.join(WEB, 'routes.tsx'), 'utf8').replace(/\s+/g, ' ');

/** The `page(() => import('./<module>'), [<ns>])` that routes.tsx declares for `path`, or null. */
function declared(pathSegment: string, module: string): string[] | null {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const re = new RegExp(
    `path: '${esc(pathSegment)}', \\.\\.\\.page\\(\\(\\) => import\\('\\./${esc(module)}'\\),? \\[([^\\]]*)\\]`,
  );
  const m = ROUTES.match(re);
  return m ? [...(m[1] as string).matchAll(/'(\w+)'/g)].map((x) => x[1] as string) : null;
}

/**
 * Issue #8, decision 084: the server preloads the chunks and catalogues that src/shared/route-preloads.ts
 * lists for a URL; they must be the ones the router really loads for it, or the page loads in two waves
 * again (or downloads chunks it never runs).
 */
describe('route preloads mirror routes.tsx', () => {
  it.each(Object.entries(ROUTE_PRELOADS))('%s', (url, preload) => {
    const page = preload.modules.at(-1) as string;
    // Member pages are children of '/user' (relative paths); public pages are declared with their URL.
    const segment = url.startsWith('/user/') ? (url.split('/').at(-1) as string) : url;
    const ns = declared(segment, page.replace(/\.tsx$/, ''));
    expect(ns, `routes.tsx has no { path: '${segment}', ...page(import('./${page}')) }`).not.toBeNull();
    for (const n of ns ?? []) expect(preload.ns).toContain(n);
    if (url.startsWith('/user/')) {
      expect(preload.modules[0]).toBe('layout/UserLayout.tsx');
      const layout = ROUTES.match(/\.\.\.page\(\(\) => import\('\.\/layout\/UserLayout'\), \[([^\]]*)\]/);
      for (const n of [...(layout?.[1] ?? '').matchAll(/'(\w+)'/g)]) expect(preload.ns).toContain(n[1]);
    }
  });
});
