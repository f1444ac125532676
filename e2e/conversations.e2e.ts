import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationPayload } from '../src/server/test/factories';
import { ADMIN_HOME, recordPlan, signedInPage } from './fixtures';
import {
  ADMIN,
  api,
  describeInChromium,
  loginToken,
  seriousErrors,
  shot,
  signUpActive,
  type TrackedPage,
} from './harness';

const KAVYA = registrationPayload({
  first_name: 'Kavya',
  gender: 'Bride',
  date_of_birth: '1997-04-11',
  username: 'kavya.rao@example.com',
  mobile_no: '9845055555',
});
const ARJUN = registrationPayload({
  first_name: 'Arjun',
  gender: 'BrideGroom',
  date_of_birth: '1994-09-23',
  username: 'arjun.bhat@example.com',
  mobile_no: '9845066666',
});

/** Copies the shots to SHOTS_DIR when that folder is wanted (a reviewer's aid). */
function keep(files: string[]) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const f of files) copyFileSync(f, path.join(dir, path.basename(f)));
}

/**
 * Conversations end to end in Chromium with two browsers (docs/conversations.md), on PostgreSQL (Arjun's
 * Premium plan is recorded in the database, as staff do for a payment at the office): Arjun's interest
 * is accepted by Kavya; Arjun writes, Kavya sees it without reload (the event stream) and replies,
 * Arjun sees "Read"; Kavya reports a message and staff review it with its context on
 * /admin/message-reports; Kavya blocks Arjun and his open tab shows the ended conversation at once.
 */
describeInChromium('conversations in two browsers', { postgres: 'only' }, (live) => {
  let arjun: TrackedPage;
  let kavya: TrackedPage;
  let kavyaNo: string;
  let arjunNo: string;

  beforeAll(async () => {
    kavyaNo = (await signUpActive(live.server, KAVYA)).registration_no;
    arjunNo = (await signUpActive(live.server, ARJUN)).registration_no;
    await recordPlan(live.server, ARJUN.username, 'PremiumUser');
    const a = await loginToken(live.server, ARJUN);
    const k = await loginToken(live.server, KAVYA);
    const sent = await api(live.server, '/api/user/interests', { registration_no: kavyaNo, message: '' }, a);
    await api(live.server, `/api/user/interests/${sent.interest.id}/accept`, {}, k);
    arjun = await signedInPage(live, ARJUN, 1280);
    kavya = await signedInPage(live, KAVYA, 375);
  });
  afterAll(async () => {
    await arjun?.context().close();
    await kavya?.context().close();
  });

  it('Kavya starts with an empty list', async () => {
    await kavya.goto('/user/conversations');
    await kavya.getByText('No conversations yet').waitFor();
    keep(await shot(kavya, 'conversations-empty'));
  });

  it('Arjun writes; Kavya sees it without reload and replies; Arjun sees "Read"', async () => {
    await arjun.goto(`/user/member/${kavyaNo}`);
    await arjun.getByRole('button', { name: 'Write a message' }).click();
    await arjun.waitForURL(/\/user\/conversations\/[0-9a-f-]+$/);
    await arjun.getByLabel('Write a message').fill('Namaskara Kavya, I liked your profile.');
    await arjun.getByRole('button', { name: 'Send' }).click();
    // In the chat's message log: on a wide screen the list beside it previews the latest message too.
    await arjun.getByRole('log').getByText('Namaskara Kavya, I liked your profile.').waitFor();

    // Kavya's open list gets it from the event stream, and the app bar's badge counts it.
    await kavya.getByRole('link', { name: /Arjun/ }).waitFor();
    await kavya.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await kavya.getByRole('link', { name: /Arjun/ }).click();
    await kavya.getByRole('log').getByText('Namaskara Kavya, I liked your profile.').waitFor();
    await kavya.getByLabel('Write a message').fill('Namaskara Arjun. Please tell me about your family.');
    await kavya.getByRole('button', { name: 'Send' }).click();

    await arjun.getByRole('log').getByText('Namaskara Arjun. Please tell me about your family.').waitFor();
    await arjun
      .getByText(/· Read$/)
      .first()
      .waitFor();
    keep(await shot(kavya, 'conversation-chat'));
    keep(await shot(arjun, 'conversation-desktop'));
  });

  it('a payment request is warned about before it is sent', async () => {
    await arjun.getByLabel('Write a message').fill('Can you send 5000 rupees to my UPI?');
    await arjun.getByRole('button', { name: 'Send' }).click();
    await arjun.getByText('Never send money to someone you met here', { exact: false }).waitFor();
    await arjun.getByRole('button', { name: 'Edit message' }).click();
    await arjun.getByLabel('Write a message').fill('');
  });

  it('Kavya reports a message; staff read it with its context on /admin/message-reports and dismiss it', async () => {
    await kavya.getByRole('button', { name: 'Report', exact: true }).first().click();
    const dialog = kavya.getByRole('dialog');
    await dialog.getByLabel('What is wrong? (optional)').fill('Too personal too soon');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await kavya.getByText('Thank you. Our team will look at this message.').waitFor();

    const staff = await signedInPage(live, ADMIN, 1280, ADMIN_HOME);
    // The dashboard's pending work counts the waiting report and links to the queue (docs/staff.md).
    const waiting = staff.locator('[data-queue="message_reports"]');
    await waiting.getByText('Reported messages waiting').waitFor();
    expect(await waiting.getAttribute('href')).toBe('/admin/message-reports');
    await waiting.getByText('1', { exact: true }).waitFor();
    keep(await shot(staff, 'dashboard-message-reports'));
    await staff.getByRole('link', { name: 'Reported messages' }).first().click();
    await staff.waitForURL(/\/admin\/message-reports$/);
    await staff.getByText('Too personal too soon').first().waitFor();
    keep(await shot(staff, 'message-reports-queue'));
    await staff.getByRole('button', { name: 'Review' }).first().click();
    const review = staff.getByRole('dialog');
    // The reported message among the messages around it.
    await review.getByText('Namaskara Arjun. Please tell me about your family.').waitFor();
    await review.getByText('Reported', { exact: true }).waitFor();
    keep(await shot(staff, 'message-reports-review'));
    await review.getByLabel('Note (staff only)').fill('Nothing against the rules');
    await review.getByRole('button', { name: 'Dismiss' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Dismiss this report?' });
    await confirm.getByRole('button', { name: 'Dismiss' }).click();
    await staff.getByText('Decision saved').waitFor();
    await review.getByRole('button', { name: 'Close', exact: true }).click();
    await staff.getByText('No reported messages here.').first().waitFor();
    expect(seriousErrors(staff)).toEqual([]);
    await staff.context().close();
  });

  it('Kavya blocks Arjun: his open tab shows the ended conversation at once, without reload', async () => {
    await arjun.getByLabel('Write a message').waitFor();
    const k = await loginToken(live.server, KAVYA);
    await api(live.server, `/api/user/blocks/${arjunNo}`, {}, k);
    // The event stream's `ended` (decision 190): the composer goes and the note shows, no reload.
    await arjun.getByText('This conversation has ended.').waitFor();
    expect(await arjun.getByLabel('Write a message').count()).toBe(0);
    keep(await shot(arjun, 'conversation-ended'));
    await arjun.reload();
    await arjun.getByText('This conversation has ended.').waitFor();
    expect(await arjun.getByLabel('Write a message').count()).toBe(0);
    expect(seriousErrors(arjun)).toEqual([]);
    expect(seriousErrors(kavya)).toEqual([]);
  });
});
