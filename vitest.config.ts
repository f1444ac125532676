import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

/**
 * Unit and API tests run on PGlite; with TEST_DATABASE_URL they run again on PostgreSQL (decision 001).
 * End-to-end flows (e2e/, Chromium) run in their own project when E2E=1 or CI=true.
 */
export default defineConfig({
  test: {
    // vitest's default (cores − 1) runs one test file at a time on a 2-core CI machine; the database tests
    // wait on I/O often enough that two workers there halve the unit stage (docs/architecture.md#tests).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // one migrated PGlite per run, copied by every test file (decision 081)
          globalSetup: ['src/server/test/pglite-template.ts'],
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
      ...(process.env.E2E === '1' || process.env.CI === 'true'
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: ['e2e/**/*.e2e.ts'],
                // axe checks every page and shot (docs/accessibility.md): flows take longer
                testTimeout: 300_000,
                hookTimeout: 180_000,
                // After the unit files (groupOrder 1), two e2e files at a time: each starts its own server,
                // database and Chromium, so they share nothing (docs/architecture.md#tests). E2E_WORKERS=1: one by one.
                sequence: { groupOrder: 1 },
                maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
              },
            },
          ]
        : []),
    ],
  },
});
