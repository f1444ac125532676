/**
 * The set-ups the e2e flows share (docs/accounts.md#running-and-testing), written once: members registered through
 * the API, a sign-in from the home page, a plan paid on the test gateway, a staff or promoter password set from the
 * mailed link, the registration form filled in. The server, browser and API calls underneath are e2e/harness.ts.
 *
 *   const RAVI = memberPayload('Ravi Bhat', { gender: 'BrideGroom', mobile_no: '9845033301' });
 *   const ravi = await member(live.server, RAVI);             // active, with a bearer token
 *   const page = await signedInPage(live, RAVI, 375);          // on /user/userDashboard
 */
import pg from 'pg';
import type { Page } from 'playwright-core';
import { registrationPayload } from '../src/server/test/factories';
import {
  api,
  choose,
  createPromoter,
  loginToken,
  newPage,
  type RunningServer,
  type ServerAndBrowser,
  signIn,
  signUpActive,
  type TrackedPage,
} from './harness';

/** Where a member lands after signing in (SPEC §2). */
export const MEMBER_HOME = /\/user\/userDashboard$/;
/** Where the Admin lands after signing in (SPEC §2). */
export const ADMIN_HOME = /\/admin\/dashboard$/;

/** Who signs in: a registration payload (`username`) or an account such as ADMIN (`email`), with its password. */
export type Credentials = { username: string; password: string } | { email: string; password: string };

const loginName = (who: Credentials) => ('username' in who ? who.username : who.email);

/**
 * A registration payload (SPEC §3, registrationPayload) for `name` ("First Last"), signing in as
 * first.last@example.com; `over` sets any other field (gender, date_of_birth, mobile_no, username ...).
 */
export function memberPayload(name: string, over: Record<string, unknown> = {}) {
  const [first, ...rest] = name.split(' ');
  const last = rest.join(' ');
  return registrationPayload({
    first_name: first,
    ...(last ? { last_name: last } : {}),
    username: `${[first, ...rest].join('.').toLowerCase()}@example.com`,
    ...over,
  });
}

/** A member registered and activated through the API (activeMember()), with what later steps need. */
export type Member = {
  email: string;
  password: string;
  /** The member's bearer token (POST /api/auth/login). */
  token: string;
  registrationNo: string;
  id: string;
};

/**
 * Registers `payload` and has the Admin activate it (signUpActive; `admin` is the Admin's token, fetched when
 * absent), then signs it in through the API. Resolves with its email, password, token and registration number.
 */
export async function activeMember(
  server: RunningServer,
  payload: { username: string; password: string },
  admin?: string,
): Promise<Member> {
  const user = await signUpActive(server, payload, admin);
  const token = await loginToken(server, payload);
  return {
    email: payload.username,
    password: payload.password,
    token,
    registrationNo: user.registration_no,
    id: user.id,
  };
}

/**
 * The member with bearer `token` buys `plan` (a plan code, e.g. SilverUser) through the test gateway
 * (docs/payments.md#prices-periods-receipts): order, pay, verify. Resolves with the verify answer.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answers
export async function payOnTestGateway(server: RunningServer, token: string, plan: string): Promise<any> {
  const order = await api(server, '/api/payments/orders', { plan }, token);
  const paid = await api(server, `/api/payments/test-gateway/${order.checkout.order_id}/pay`, {}, token);
  return api(server, '/api/payments/verify', paid, token);
}

/**
 * Runs `sql` with its `params` on `server`'s PostgreSQL database (RunningServer.databaseUrl: a server started
 * with `database: 'postgres'`), for arranging what no API offers; one connection, closed afterwards.
 */
export async function dbQuery(server: RunningServer, sql: string, params: unknown[] = []): Promise<void> {
  const db = new pg.Client({ connectionString: server.databaseUrl ?? undefined });
  await db.connect();
  try {
    await db.query(sql, params);
  } finally {
    await db.end();
  }
}

/**
 * Gives the member signing in as `email` the paid plan `role` (e.g. PremiumUser) until `period` from now (a
 * PostgreSQL interval such as '6 months'), straight in the database as staff record a payment taken at the
 * office (docs/member-area.md#plans-are-data). PostgreSQL servers only (dbQuery).
 */
export const recordPlan = (server: RunningServer, email: string, role: string, period = '1 year') =>
  dbQuery(server, 'update users set role = $2, plan_expires_at = now() + $3::interval where email = $1', [
    email,
    role,
    period,
  ]);

/** Signs `who` in through the login dialog from the home page (signIn) and waits for `landing`. */
export async function signInFromHome(
  page: Page,
  who: Credentials,
  landing: RegExp = MEMBER_HOME,
): Promise<void> {
  await page.goto('/');
  await signIn(page, loginName(who), who.password);
  await page.waitForURL(landing);
}

/** newPage with a minute for each wait: long flows on shared, loaded test machines. */
export async function patientPage(...args: Parameters<typeof newPage>): Promise<TrackedPage> {
  const page = await newPage(...args);
  page.context().setDefaultTimeout(60_000);
  return page;
}

/**
 * A new page `width` px wide, opened by `open` (newPage; patientPage for long flows), on which `who` has signed in
 * from the home page (signInFromHome).
 */
export async function signedInPage(
  live: ServerAndBrowser,
  who: Credentials,
  width: 375 | 1280 = 375,
  landing: RegExp = MEMBER_HOME,
  open: typeof newPage = newPage,
): Promise<TrackedPage> {
  const page = await open(live.browser, live.server, width);
  await signInFromHome(page, who, landing);
  return page;
}

/**
 * The link of the newest mail to `email` whose text matches `subject`: the path and query of its first URL
 * to `pathPart` (e.g. /set-password?token=), ready for page.goto(). Throws when the mail has no such link.
 */
export async function mailedLink(
  server: RunningServer,
  email: string,
  subject: RegExp,
  pathPart: string,
): Promise<string> {
  const mail = await server.smtp.waitFor(email, subject);
  const escaped = pathPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = mail.text.match(new RegExp(`https?://\\S+${escaped}\\S*`))?.[0];
  if (!found) throw new Error(`no ${pathPart} link in the mail to ${email}:\n${mail.text}`);
  const url = new URL(found);
  return url.pathname + url.search;
}

/**
 * Sets `password` on the set-password page `page` is on (the link mailed to invited staff and promoters,
 * decisions 022 and 130) and waits for "Your password is set".
 */
export async function setPasswordOnPage(page: Page, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'New password' }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set').waitFor();
}

/**
 * An invited staff member (decision 130) opens the set-password link mailed to `staff.email` on a new page
 * 375 px wide, chooses `staff.password` and signs in; resolves with the page on the staff dashboard.
 */
export async function staffFromInvitation(
  live: ServerAndBrowser,
  staff: { email: string; password: string },
): Promise<TrackedPage> {
  const link = await mailedLink(
    live.server,
    staff.email,
    /set your staff account password/,
    '/set-password?token=',
  );
  const page = await newPage(live.browser, live.server, 375);
  await page.goto(link);
  await setPasswordOnPage(page, staff.password);
  await signInFromHome(page, staff, /\/admin\/dashboard/);
  return page;
}

/** Who fills in the registration form (fillRegistration): names, the email to sign in with, a password. */
export type Newcomer = { first: string; last: string; email: string; password: string };

/**
 * The newcomer `name` ("First Last") registering through the form with `password`, signing in as
 * first.last@example.com (as memberPayload does for the API).
 */
export function newcomer(name: string, password: string): Newcomer {
  const [first, last] = name.split(' ');
  return { first, last, email: `${first}.${last}@example.com`.toLowerCase(), password };
}

/**
 * What a newcomer types into the English registration form (SPEC §3): names, Female, the date of birth as
 * digits (DDMMYYYY), email, mobile and password, consenting to the privacy notice (docs/data-rights.md).
 * Picks "Self" and "Unmarried" first; does not submit.
 */
export async function fillRegistration(
  page: Page,
  who: Newcomer,
  { born, mobile }: { born: string; mobile: string },
): Promise<void> {
  await choose(page, 'Create profile for', 'Self');
  await choose(page, 'Marital status', 'Unmarried');
  await page.locator('input[name=first_name]').fill(who.first);
  await page.locator('input[name=last_name]').fill(who.last);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('spinbutton', { name: 'Day' }).first().click();
  await page.keyboard.type(born);
  await page.locator('input[name=username]').fill(who.email);
  await page.locator('input[name=mobile_no]').fill(mobile);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('input[name=confirmPassword]').fill(who.password);
  await page.locator('input[name=privacy_consent]').check();
}

/**
 * A promoter's own fields for addPromoter (decision 022): `promoter_type` is 'Individual' and
 * `registered_on` 2026-01-01 unless given; `account_no` is its bank account at Canara, in its name.
 */
export type PromoterFields = {
  mobile: string;
  promoter_type?: string;
  promo_code: string;
  registered_on?: string;
  account_no?: string;
};

/**
 * The Admin creates `who` (name, email) as a promoter through the API (createPromoter) with `fields`, its bank
 * account (IFSC CNRB0001234, Canara, in `who.name`) when `fields.account_no` is given; with `who.password` the
 * promoter then sets it from the mailed link. `admin` is the Admin's token, fetched when absent.
 */
export async function addPromoter(
  server: RunningServer,
  who: { name: string; email: string; password?: string },
  { account_no, ...fields }: PromoterFields,
  admin?: string,
): Promise<void> {
  const bank = account_no
    ? { bank: { account_name: who.name, account_no, ifsc: 'CNRB0001234', bank_name: 'Canara' } }
    : {};
  await createPromoter(
    server,
    {
      name: who.name,
      email: who.email,
      promoter_type: 'Individual',
      registered_on: '2026-01-01',
      ...fields,
      ...bank,
    },
    { password: who.password, admin },
  );
}
