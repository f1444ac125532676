import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedPlans } from '../modules/plans/plans.service';

declare module 'vitest' {
  interface ProvidedContext {
    /** A gzipped PGlite data directory: every migration applied and the plans seeded (decision 081). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the PGlite project (decision 081: "migrate once per run"): migrates one in-memory
 * PGlite, seeds the plans and saves its data directory (`dumpDataDir`) to a temporary file whose path
 * it provides as `pgliteTemplate`; createTestApp then opens each test file's database from that file
 * instead of running initdb and every migration again. Built anew each run (a few seconds), so a changed
 * migration or seed is always in it; removed at teardown.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cm-pglite-tpl-'));
  const file = path.join(dir, 'template.tgz');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await seedPlans(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
