import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { type Made, makeStaff } from '../../test/factories';
import { type Api, apiOf } from '../../test/setup';

/** Test-only: a member's story text, long enough to send for review (docs/success-stories.md). */
export const STORY = 'We met through the bureau in 2026 and married in Mysuru with both families.';

/** What storyApp gives a success-story test file. */
export type StoryApp = { t: TestApp; api: Api; moderator: Made; money: Made };

/**
 * Test-only: a success-story test file's app (createTestApp), opened before the file's tests with two staff
 * members and closed after them (decision 160, docs/success-stories.md): `moderator` has verification rights
 * (moderates stories), `money` only money rights (refused). The fields are set once beforeAll has run; `api`
 * calls the app.
 */
export function storyApp(): StoryApp {
  const s = { api: apiOf(() => s.t) } as StoryApp;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.moderator = await makeStaff(s.t.ctx, ['verification']);
    s.money = await makeStaff(s.t.ctx, ['money']);
  });
  afterAll(() => s.t.close());
  return s;
}
