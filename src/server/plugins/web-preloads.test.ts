import { describe, expect, it } from 'vitest';
import { type Manifest, routePreloadFiles, withModulePreloads } from './web-preloads';

/** A build manifest shaped as vite writes it: the entry, two lazy route modules, catalogues. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_main-1.js'] },
  '_main-1.js': { file: 'assets/main-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'layout/UserLayout.tsx': { file: 'assets/UserLayout-1.js', imports: ['_main-1.js', '_Drawer-1.js'] },
  '_Drawer-1.js': { file: 'assets/Drawer-1.js', imports: ['_react-1.js'] },
  'pages/user/MyMatchesPage.tsx': {
    file: 'assets/MyMatchesPage-1.js',
    imports: ['_main-1.js', '_MemberGrid-1.js', '_Drawer-1.js'],
  },
  '_MemberGrid-1.js': { file: 'assets/MemberGrid-1.js' },
  '../shared/i18n/locales/en/member.ts': { file: 'assets/member-en.js' },
  '../shared/i18n/locales/kn/member.ts': { file: 'assets/member-kn.js' },
  '../shared/i18n/locales/kn/common.ts': { file: 'assets/common-kn.js' },
};

describe('modulepreload links for a route (issue #8, decision 084)', () => {
  it("names the route's chunks and catalogues, not what index.html loads already", () => {
    const files = routePreloadFiles(MANIFEST, '/user/MyMatches', 'en');
    expect(files.sort()).toEqual(
      [
        '/assets/Drawer-1.js',
        '/assets/MemberGrid-1.js',
        '/assets/MyMatchesPage-1.js',
        '/assets/UserLayout-1.js',
        '/assets/member-en.js',
      ].sort(),
    );
  });

  it('in Kannada: the Kannada catalogues, common among them', () => {
    const files = routePreloadFiles(MANIFEST, '/user/MyMatches', 'kn');
    expect(files).toContain('/assets/member-kn.js');
    expect(files).toContain('/assets/common-kn.js');
    expect(files).not.toContain('/assets/member-en.js');
  });

  it('nothing for a URL it does not know', () => {
    expect(routePreloadFiles(MANIFEST, '/user/member/KM1001', 'en')).toEqual([]);
    expect(withModulePreloads('<head></head>', [])).toBe('<head></head>');
  });

  it('writes the links into the head', () => {
    const html = withModulePreloads('<html><head><title>x</title></head><body></body></html>', [
      '/assets/a.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">\n  </head>');
  });
});
