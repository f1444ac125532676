import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSignIns } from '../../../../bench/demo-sign-ins';
import { DEFAULT_SEED, DEMO_NAMES } from '../../../../bench/generate';
import { loadCommunity } from '../../../../bench/load';
import {
  CASTES,
  COUNTRIES,
  INDIAN_STATES,
  KARNATAKA_DISTRICTS,
  MOTHER_TONGUES,
} from '../../../shared/options';
import { queryRows } from '../../lib/sql';
import { signToken } from '../../lib/tokens';
import { createTestApp, TEST_DB } from '../../test/app';
import { appPerFile } from '../../test/setup';

/** Languages of the community's region and India; the world languages at the end of the list are not. */
const WORLD = ['Arabic', 'Chinese', 'French', 'German', 'Japanese', 'Russian', 'Sinhala', 'Spanish', 'Other'];

describe(`the demo community is coherent (docs/first-impressions.md#details-members-notice, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  beforeAll(async () => {
    await s.t.ctx.db.transaction((tx) =>
      loadCommunity(tx, {
        count: 400,
        seed: DEFAULT_SEED,
        now: new Date(),
        photoShare: 0.5,
        regNoPrefix: 'CM',
        passwordHash: 'x',
      }),
    );
  }, 120_000);

  it('mother tongues, castes and places come from the community lists', async () => {
    const rows = await queryRows<{
      mother_tongue: string;
      caste: string;
      country: string;
      state: string;
      city: string;
    }>(s.t.ctx.db, sql`select mother_tongue, caste, country, state, city from profiles`);
    expect(rows.length).toBe(400);
    for (const r of rows) {
      expect(MOTHER_TONGUES).toContain(r.mother_tongue);
      expect(WORLD).not.toContain(r.mother_tongue);
      expect(CASTES).toContain(r.caste);
      expect(COUNTRIES).toContain(r.country);
      if (r.country === 'India') {
        expect(INDIAN_STATES).toContain(r.state);
        expect(r.city).not.toBe('');
        if (r.state === 'Karnataka') expect(KARNATAKA_DISTRICTS).toContain(r.city);
      }
    }
  });

  it("names come from the community's lists: a bride's given name is a woman's, a groom's a man's", async () => {
    const rows = await queryRows<{ gender: string; first_name: string; last_name: string }>(
      s.t.ctx.db,
      sql`select p.gender, p.first_name, p.last_name from profiles p`,
    );
    expect(rows.length).toBe(400);
    for (const r of rows) {
      expect(r.gender === 'Bride' ? DEMO_NAMES.bride : DEMO_NAMES.groom).toContain(r.first_name);
      expect(DEMO_NAMES.family).toContain(r.last_name);
    }
  });

  it('every interest has the notifications the app would have sent, and no others', async () => {
    const [c] = await queryRows<{
      interests: number;
      accepted: number;
      declined: number;
      received_notes: number;
      accepted_notes: number;
      declined_notes: number;
      mismatched: number;
    }>(
      s.t.ctx.db,
      sql`select
        (select count(*)::int from interests) as interests,
        (select count(*)::int from interests where status = 'accepted') as accepted,
        (select count(*)::int from interests where status = 'declined') as declined,
        (select count(*)::int from notifications where kind = 'interest_received') as received_notes,
        (select count(*)::int from notifications where kind = 'interest_accepted') as accepted_notes,
        (select count(*)::int from notifications where kind = 'interest_declined') as declined_notes,
        (select count(*)::int from notifications n where n.kind = 'interest_accepted' and not exists (
           select 1 from interests i join users r on r.id = i.receiver_id
           where i.sender_id = n.user_id and i.status = 'accepted'
             and n.link = '/user/member/' || r.registration_no)) as mismatched`,
    );
    expect(c.interests).toBeGreaterThan(0);
    expect(c.received_notes).toBe(c.interests);
    expect(c.accepted_notes).toBe(c.accepted);
    expect(c.declined_notes).toBe(c.declined);
    expect(c.mismatched).toBe(0);
  });

  it('the planner knows that castes, states, mother tongues and cities go together (decision 095)', async () => {
    await s.t.ctx.db.execute(sql`analyze profiles`);
    const filters = [
      sql`caste = any(array['Iyer', 'Iyengar']) and state = 'Tamil Nadu'`,
      sql`caste = any(array['Havyaka', 'Havik']) and state = 'Karnataka'`,
      sql`caste = 'Iyengar' and mother_tongue = 'Tamil'`,
      sql`state = 'Karnataka' and city = 'Bengaluru Urban'`,
    ];
    for (const where of filters) {
      const [count] = await queryRows<{ n: number | string }>(
        s.t.ctx.db,
        sql`select count(*) as n from profiles where ${where}`,
      );
      const actual = Number(count?.n);
      const [row] = await queryRows<Record<string, unknown>>(
        s.t.ctx.db,
        sql`explain (format json) select 1 from profiles where ${where}`,
      );
      const json = Object.values(row ?? {})[0];
      const plan = (typeof json === 'string' ? JSON.parse(json) : json) as {
        Plan: { 'Plan Rows': number };
      }[];
      const estimated = plan[0]?.Plan['Plan Rows'] ?? 0;
      // Independent selectivities would estimate a small fraction of these (a fifth or less).
      expect(actual, String(where.queryChunks)).toBeGreaterThanOrEqual(8);
      expect(Math.abs(estimated - actual), `estimated ${estimated}, found ${actual}`).toBeLessThanOrEqual(
        Math.max(2, actual * 0.25),
      );
    }
  });
  it('the members offered for sign-in see their matches ranked: 3 of each plan, each with 6+ cards at 3+ scores', async () => {
    const offered = await demoSignIns(s.t.ctx);
    const plans = ['FreeUser', 'SilverUser', 'PremiumUser', 'Assistance'];
    expect(offered.map((o) => o.role)).toEqual(plans.flatMap((p) => [p, p, p]));
    for (const o of offered) {
      const [u] = await queryRows<{ tv: number }>(
        s.t.ctx.db,
        sql`select token_version as tv from users where id = ${o.id}`,
      );
      const claims = { user_role: o.role, ref_no: o.registration_no, user_id: o.id, tv: u?.tv ?? 0 };
      const token = await signToken(claims, s.t.ctx.config.jwtSecret, 3600);
      const res = await s.t.app.inject({
        method: 'GET',
        url: '/api/user/matches?tab=mutual&page=1&pageSize=12',
        headers: { authorization: `Bearer ${token}` },
      });
      const cards = (res.json() as { members: { score: number }[] }).members;
      expect(cards.length, o.email).toBeGreaterThanOrEqual(6);
      expect(new Set(cards.map((c) => c.score)).size, o.email).toBeGreaterThanOrEqual(3);
    }
  });
});
