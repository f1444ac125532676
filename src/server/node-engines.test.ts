import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('Node 20.19, as the README promises (docs/first-impressions.md#details-members-notice)', () => {
  it('package.json asks for Node 20.19 and no locked package needs a newer Node', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('>=20.19');
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([name, info]) => name !== '' && !Array.isArray(info.engines) && info.engines?.node)
      .filter(([, info]) => {
        const range = (info.engines as { node: string }).node;
        return !semver.satisfies('20.19.0', range, { includePrerelease: true });
      })
      .map(([name, info]) => `${name}@${info.version} (node ${(info.engines as { node: string }).node})`);
    expect(tooNew).toEqual([]);
  });
});
