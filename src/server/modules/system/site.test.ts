import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';

/** SPEC §2 Footer: the social icons link to the service's configured pages, and are absent when unset. */
describe(`GET /api/site: the footer's social pages (${TEST_DB})`, () => {
  let withPages: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withPages = await createTestApp({
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/sumangala.matrimony',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@sumangala',
      SOCIAL_TWITTER_URL: '',
    });
    without = await createTestApp();
  });
  afterAll(async () => {
    await withPages?.close();
    await without?.close();
  });

  it('names only the configured pages', async () => {
    const res = await withPages.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json().site.social).toEqual({
      facebook: 'https://www.facebook.com/sumangala.matrimony',
      youtube: 'https://www.youtube.com/@sumangala',
    });
  });

  it('names none when none is configured', async () => {
    const res = await without.app.inject({ url: '/api/site' });
    expect(res.json().site.social).toEqual({});
  });

  it('refuses a value that is not an http(s) URL at start-up', () => {
    expect(() =>
      loadConfig({ DATA_DIR: without.ctx.config.dataDir, SOCIAL_LINKEDIN_URL: 'javascript:alert(1)' }),
    ).toThrow(/SOCIAL_LINKEDIN_URL/);
  });
});
