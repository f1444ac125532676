import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code cites what a reader of the repository can open: a SPEC section, a decision record
 * (docs/decisions/NNN-*.md) or a docs section (docs/member-area.md#photos), never a tracker's issue
 * number, which a newcomer with only the repository cannot open (docs/architecture.md#conventions).
 * This test fails on the word "issue" or "issues" followed by a number sign and digits (any case) in
 * src, e2e and bench. Its own examples are assembled at run time so that this file passes it too.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['src', 'e2e', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'screenshots']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|sql|css|html|md)$/;
/** The word "issue" or "issues", a number sign and digits, spaces allowed between them. */
const ISSUE_REF = /\bissues?\s*#\s*\d/i;

function textFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    if (SKIPPED.has(name)) continue;
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...textFiles(rel));
    else if (TEXT.test(name)) out.push(rel);
  }
  return out;
}

describe('no tracker issue numbers in the code', () => {
  it('finds the pattern it looks for (the check can fail)', () => {
    const hash = '#';
    for (const cited of [
      `(issue ${hash}9)`,
      `Issue ${hash}10: x`,
      `issues ${hash}6 and ${hash}8`,
      `ISSUE ${hash}2`,
    ]) {
      expect(ISSUE_REF.test(cited)).toBe(true);
    }
    for (const fine of ['(docs/data-rights.md)', 'decision 022', 'SPEC §4', '#37a2ff', `tissue ${hash}1`]) {
      expect(ISSUE_REF.test(fine)).toBe(false);
    }
  });

  it('src, e2e and bench cite a SPEC section, a decision or a docs section, never an issue number', () => {
    const files = DIRS.flatMap(textFiles);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (ISSUE_REF.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
