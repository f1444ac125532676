import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the one map of the repository: every path it names must exist, so a move or a
 * rename that forgets the map fails here. docs/decisions/README.md must list every decision record.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE = path.join(ROOT, 'docs', 'architecture.md');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'screenshots', '.scratch']);

/** Every file and folder of the repository as a path relative to its root, with `/` separators. */
function repositoryPaths(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(ROOT, rel))) {
      if (SKIPPED_DIRS.has(name)) continue;
      const child = rel ? `${rel}/${name}` : name;
      out.push(child);
      if (statSync(path.join(ROOT, child)).isDirectory()) walk(child);
    }
  };
  walk('');
  return out;
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces is all the map uses). */
function expandBraces(p: string): string[] {
  const m = /\{([^}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1].split(',').flatMap((alt) => expandBraces(p.replace(m[0], alt)));
}

const ROOTS = ['src/', 'e2e/', 'bench/', 'docs/', '.ci/'];
const FILE_LIKE = /^[\w.@-]+(\/[\w.@{},-]+)*\/?$/;
const EXTENSIONS = /\.(ts|tsx|mjs|js|md|json|sql|html|css)$/;

/**
 * The repository paths a piece of markdown names: inline code and link targets that look like a path
 * (a folder prefix such as `src/`, or a file name with an extension). Placeholders (`<x>`, `NNN`, `*`)
 * are skipped. Returns each with how to resolve it: from the root, from docs/, or by its ending.
 */
function namedPaths(markdown: string): { name: string; how: 'root' | 'docs' | 'suffix' }[] {
  const out: { name: string; how: 'root' | 'docs' | 'suffix' }[] = [];
  const add = (raw: string, how: 'root' | 'docs' | 'suffix') => {
    const cleaned = raw.replace(/#.*$/, '').replace(/[,;:]$/, '');
    if (!cleaned || /[<>*]|NNN|\s/.test(cleaned) || /^https?:/.test(cleaned)) return;
    for (const name of expandBraces(cleaned)) {
      if (!FILE_LIKE.test(name)) continue;
      if (ROOTS.some((r) => name.startsWith(r))) out.push({ name, how: 'root' });
      else if (how === 'docs') out.push({ name, how });
      else if (EXTENSIONS.test(name.replace(/\/$/, ''))) out.push({ name, how: 'suffix' });
    }
  };
  for (const m of markdown.matchAll(/\]\(([^)]+)\)/g)) add(m[1], 'docs');
  for (const m of markdown.matchAll(/`([^`\n]+)`/g)) add(m[1], 'suffix');
  // The layout block: a top folder at column 0, its entries indented under it.
  for (const block of markdown.matchAll(/```\n([\s\S]*?)```/g)) {
    // An entry is indented by two spaces; a deeper line continues the entry above it.
    let top = '';
    let entry = '';
    for (const line of block[1].split('\n')) {
      const first = /^(\s*)(\S+)/.exec(line);
      if (!first) continue;
      const token = first[2].replace(/[,:]$/, '');
      const fileLike = EXTENSIONS.test(token) || token.endsWith('/');
      if (first[1] === '') {
        top = ROOTS.some((r) => token.startsWith(r)) && token.endsWith('/') ? token : '';
        entry = '';
        if (top || token.startsWith('.ci/')) add(token, 'root');
      } else if (ROOTS.some((r) => token.startsWith(r))) {
        add(token, 'root');
      } else if (top && first[1].length === 2 && fileLike) {
        entry = token.endsWith('/') ? `${top}${token}` : '';
        add(`${top}${token}`, 'root');
      } else if (entry && fileLike && !token.includes('/')) {
        add(`${entry}${token}`, 'root');
      }
    }
  }
  return out;
}

describe('docs/architecture.md, the one map', () => {
  it('names only paths that exist in the repository', () => {
    const all = repositoryPaths();
    const missing = namedPaths(readFileSync(ARCHITECTURE, 'utf8')).filter(({ name, how }) => {
      const bare = name.replace(/\/$/, '');
      if (how === 'root') return !existsSync(path.join(ROOT, bare));
      if (how === 'docs') return !existsSync(path.join(ROOT, 'docs', bare));
      return !all.some((p) => p === bare || p.endsWith(`/${bare}`));
    });
    expect(missing.map((m) => m.name)).toEqual([]);
  });

  it('reads its paths from the map (the check is not empty)', () => {
    const names = namedPaths(readFileSync(ARCHITECTURE, 'utf8')).map((n) => n.name);
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('src/server/module-order.test.ts');
    expect(names).toContain('src/shared/messages.ts');
  });

  it('does not pass a path that does not exist', () => {
    const named = namedPaths('See `src/server/no-such-file.ts` and [x](decisions/999-none.md).');
    expect(named).toEqual([
      { name: 'decisions/999-none.md', how: 'docs' },
      { name: 'src/server/no-such-file.ts', how: 'root' },
    ]);
    expect(existsSync(path.join(ROOT, named[1].name))).toBe(false);
  });

  it('reads the layout block: entries under their top folder, continuation lines under their entry', () => {
    const block = [
      '```',
      'src/server/',
      '  plugins/       auth.ts (guards),',
      '                 web.ts (the SPA)',
      '```',
    ];
    expect(namedPaths(block.join('\n')).map((n) => n.name)).toEqual([
      'src/server/',
      'src/server/plugins/',
      'src/server/plugins/web.ts',
    ]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decision record in docs/decisions', () => {
    const dir = path.join(ROOT, 'docs', 'decisions');
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const records = readdirSync(dir).filter((f) => /^\d{3}-.*\.md$/.test(f));
    expect(records.length).toBeGreaterThan(40);
    expect(records.filter((f) => !readme.includes(`](${f})`))).toEqual([]);
  });
});
