import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPush, pushDevice, startPushStandIn } from '../src/server/test/push-standin';
import { memberPayload, recordPlan, signedInPage } from './fixtures';
import {
  api,
  apiResponse,
  CHROMIUM,
  chromiumAvailable,
  loginToken,
  seriousErrors,
  shot,
  signUpActive,
  useServerAndBrowser,
  VIEWPORTS,
} from './harness';

const PG = process.env.TEST_DATABASE_URL;
const hasChromium = chromiumAvailable();

const member = (first: string, gender: 'Bride' | 'BrideGroom', mobile: string, dob: string) =>
  memberPayload(`${first} Hegde`, { gender, date_of_birth: dob, mobile_no: mobile });
/** The Silver sender whose device gets the push, and the Free receiver who accepts in the browser. */
const VIKRAM = member('Vikram', 'BrideGroom', '9845044441', '1993-06-21');
const SHWETHA = member('Shwetha', 'Bride', '9845044442', '1996-09-09');

/**
 * The installable app and push in Chromium on PostgreSQL (docs/installable-app.md, decisions 200, 201,
 * 208): the manifest and service worker make the site installable (Chromium reports no installability
 * errors), a page visited offline shows the branded offline page, and an accepted interest reaches the
 * Silver sender's device through a real HTTPS stand-in push service, encrypted for that device.
 */
describe.skipIf(!hasChromium || !PG)('the installable app in Chromium', () => {
  const vapid = webpush.generateVAPIDKeys();
  // Filled before the server starts (beforeAll hooks run in order): it trusts the stand-in's certificate.
  const env: Record<string, string> = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:office@example.com',
    PUSH_TIMEOUT_MS: '3000',
  };
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  beforeAll(async () => {
    standIn = await startPushStandIn();
    env.PUSH_CA_FILE = standIn.caFile;
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const live = useServerAndBrowser({ database: 'postgres', env });

  let target = '';
  beforeAll(async () => {
    await signUpActive(live.server, VIKRAM);
    target = (await signUpActive(live.server, SHWETHA)).registration_no;
    await recordPlan(live.server, VIKRAM.username, 'SilverUser', '6 months');
  });

  it('installs: manifest with name and icons, a worker that controls the page, no installability errors; offline page', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (newContext's kind).
    const profile = mkdtempSync(path.join(tmpdir(), 'cm-e2e-app-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      baseURL: live.server.url,
      viewport: VIEWPORTS[375],
    });
    try {
      context.setDefaultTimeout(15_000);
      const page = context.pages()[0] ?? (await context.newPage());
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.status()).toBe(200);
      const m = await manifest.json();
      expect(m.name).toBeTruthy();
      expect(m.display).toBe('standalone');
      expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );

      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      await context.setOffline(true);
      await page.goto('/user/MyMatches');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.getByRole('heading', { name: 'ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ' }).waitFor();
      await shot(page, 'installable-app-offline');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('an accepted interest is pushed to the Silver sender’s device, encrypted, with the short text only', async () => {
    const vikram = await loginToken(live.server, VIKRAM);
    const shwetha = await loginToken(live.server, SHWETHA);
    // The Free receiver's plan has no push (decision 208): her device is refused with 402.
    const refused = await apiResponse(
      live.server,
      '/api/user/push/subscriptions',
      pushDevice(`${standIn.url}/push/shwetha`).body,
      shwetha,
    );
    expect(refused.status).toBe(402);
    const phone = pushDevice(`${standIn.url}/push/vikram-phone`);
    await api(live.server, '/api/user/push/subscriptions', phone.body, vikram);
    await api(live.server, '/api/user/interests', { registration_no: target }, vikram);
    // Her device was refused, so the interest she receives is in her bell only: nothing is pushed yet.
    expect(standIn.requests).toHaveLength(0);

    const page = await signedInPage(live, SHWETHA, 375);
    await page.goto('/user/myintrest');
    await page
      .getByText(/Vikram/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Accept', exact: true }).first().click();
    await expect.poll(() => standIn.requests.length).toBe(1);

    const [req] = standIn.requests;
    expect(req.path).toBe('/push/vikram-phone');
    const message = decryptPush(phone, req.body) as Record<string, string>;
    expect(Object.keys(message).sort()).toEqual(['body', 'link', 'tag', 'title']);
    expect(message).toMatchObject({ tag: 'interest_accepted', link: `/user/member/${target}` });
    expect(message.title).toBe(`Shwetha (${target}) accepted your interest`);
    const text = JSON.stringify(message);
    for (const secret of ['Hegde', SHWETHA.username, SHWETHA.mobile_no]) expect(text).not.toContain(secret);

    // Her push card says which plans include push instead of the switch.
    await page.goto('/user/privacy');
    await page.getByText(/part of the Silver and Premium plans/).waitFor();
    await page.getByRole('heading', { name: 'Notifications on this device' }).scrollIntoViewIfNeeded();
    await shot(page, 'installable-app-push-card-free');
    expect(seriousErrors(page)).toEqual([]);
  });
});
