import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchTab } from '../../../shared/schemas/members';
import { queryRows } from '../../lib/sql';
import type { Actor } from '../../plugins/auth';
import { createTestApp, TEST_DB } from '../../test/app';
import { dobForAge, type Made, makeUser, memberActor } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { ACCEPT_CRITERIA } from '../directory/criteria';
import { HEAD_MARGIN, listMatches, loadSeeker, matchRows, matchValues } from './matches.service';
import { learnWalk, type MatchWalk, skipsBoundedWalk, walkHint } from './walk-hints';

/** Brides HEAD1..HEAD{BRIDES}; HEADg was last active g minutes ago. */
const BRIDES = 30;
/** Bride g meets the groom's must-have caste (Madhwa) when g % 3 = 0. */
const meetsMine = (g: number) => g % 3 === 0;
/** Bride g's own must-haves refuse the groom (a Vokkaliga groom only) when g % 5 = 0. */
const refusesMe = (g: number) => g % 5 === 0;
const WINDOW = 4;

describe(`MyMatches' bounded recency walk gives the exact result (decision 082, ${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made; // a Brahmin groom of 30 who wants a Madhwa bride (must-have), B.E. a nice-to-have
  let actor: Actor;

  const page = (tab: MatchTab, headLimit?: number) =>
    listMatches(s.t.ctx, actor, { tab, page: 1, pageSize: 20 }, WINDOW, 'en', headLimit);
  const regs = (r: Awaited<ReturnType<typeof page>>) => r.members.map((m) => m.registration_no);
  /** The expected matches, most recently active first, from the rules the brides were made by. */
  const expected = (tab: MatchTab) =>
    Array.from({ length: BRIDES }, (_, i) => i + 1)
      .filter((g) => !refusesMe(g) && (tab === 'lookingForMe' || meetsMine(g)))
      .map((g) => `HEAD${g}`);

  beforeAll(async () => {
    me = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(30), profile: { caste: 'Brahmin' } });
    actor = memberActor(me, 'BrideGroom');
    await s.t.ctx.db.execute(sql`
      insert into users (registration_no, email, password_hash, status, activated_at)
      select 'HEAD' || g, 'head' || g || '@example.com', 'x', 'active', now()
      from generate_series(1, ${BRIDES}) g`);
    await s.t.ctx.db.execute(sql`
      insert into profiles (user_id, first_name, last_name, profile_for, gender, date_of_birth,
                            marital_status, mobile_no, caste, qualification, listed, last_active_at)
      select u.id, 'Head', 'Member', 'Self', 'Bride', ${dobForAge(27)}::date, 'Unmarried', '+919876543210',
             case when g % 3 = 0 then 'Madhwa' else 'Vokkaliga' end,
             case when g % 2 = 0 then 'B.E.' else 'B.Com' end,
             true, now() - g * interval '1 minute'
      from users u cross join lateral (select substr(u.registration_no, 5)::int as g) n
      where u.registration_no like 'HEAD%'`);
    await s.t.ctx.db.execute(sql`
      insert into partner_preferences (user_id, age_min, age_max, castes, must_haves)
      select u.id, 25, 40, case when g % 5 = 0 then '{Vokkaliga}'::text[] else '{}'::text[] end, '{caste}'
      from users u cross join lateral (select substr(u.registration_no, 5)::int as g) n
      where u.registration_no like 'HEAD%'`);
    const res = await api(me.token, 'PUT', '/api/user/preferences', {
      age_min: 24,
      age_max: 30,
      castes: ['Madhwa'],
      qualifications: ['B.E.'],
      must_haves: ['caste'],
    });
    expect(res.statusCode).toBe(200);
  });

  for (const tab of ['mutual', 'lookingForMe'] as const) {
    it(`${tab}: ranks exactly the ${WINDOW} most recently active matches when the bounded walk finds them`, async () => {
      const fast = await page(tab); // walks up to WINDOW * 100 members: finds WINDOW matches
      const want = expected(tab).slice(0, WINDOW);
      expect([...regs(fast)].sort()).toEqual([...want].sort());
      expect(fast.total).toBe(WINDOW);
      expect(fast.total_capped).toBe(true);
      // The unbounded walk alone (a bounded walk of 0 members finds nothing) gives the same page.
      expect(await page(tab, 0)).toEqual(fast);
    });

    it(`${tab}: falls back to the unbounded walk when the bounded one finds too few (sparse matches)`, async () => {
      // The 3 most recently active brides hold fewer than WINDOW matches: the fallback answers.
      const sparse = await page(tab, 3);
      expect(expected(tab).filter((r) => Number(r.slice(4)) <= 3).length).toBeLessThan(WINDOW);
      expect([...regs(sparse)].sort()).toEqual([...expected(tab).slice(0, WINDOW)].sort());
      expect(sparse).toEqual(await page(tab, 0));
    });
  }

  it('mutual: the probe, the head or the unbounded walk answers as the probe predicts, always the same page (decision 087)', async () => {
    const seeker = await loadSeeker(s.t.ctx, actor);
    /** The walk that answers and the page's registration numbers for these walk sizes. */
    const run = async (opts: { headLimit: number; probeLimit: number; headMargin?: number }) => {
      const plan = {
        tab: 'mutual',
        walk: 'bounded',
        window: WINDOW,
        headMargin: HEAD_MARGIN,
        ...opts,
      } as const;
      const { values } = matchValues(seeker, actor, { page: 1, pageSize: 20 });
      const { rows } = await matchRows(s.t.ctx.db, plan, values);
      return { walk: rows[0]?.walk, regs: rows.map((r) => r.registration_no) };
    };
    const exact = await run({ headLimit: 0, probeLimit: 0 });
    expect(exact.walk).toBe('full');
    expect([...exact.regs].sort()).toEqual([...expected('mutual').slice(0, WINDOW)].sort());
    // Mutual matches are brides 3, 6, 9, 12, 18, ... (most recent first).
    // 1. 12 brides hold the window (3, 6, 9, 12): the probe answers.
    // 2. 6 brides hold 2 matches: scaled to a head of 30 that predicts 10 >= 4, so the head answers.
    // 3. 3 brides hold 1, a head of 9 then only 3: the head was tried (no margin) and the full walk answers.
    // 4. 4 brides hold 1: scaled to a head of 9 that predicts 2.25 < 4: straight to the full walk.
    const cases: [Parameters<typeof run>[0], MatchWalk][] = [
      [{ headLimit: 30, probeLimit: 12 }, 'probe'],
      [{ headLimit: 30, probeLimit: 6 }, 'head'],
      [{ headLimit: 9, probeLimit: 3, headMargin: 0 }, 'full'],
      [{ headLimit: 9, probeLimit: 4 }, 'full'],
    ];
    for (const [opts, walk] of cases) {
      const got = await run(opts);
      expect(got.walk, JSON.stringify(opts)).toBe(walk);
      expect(got.regs, JSON.stringify(opts)).toEqual(exact.regs);
    }
  });

  it('keeps accept_mask, the bits of the criteria a member restricts, in step with their must-haves', async () => {
    const maskNow = async () => {
      const [row] = await queryRows<{ accept_mask: number }>(
        s.t.ctx.db,
        sql`select accept_mask from profiles where user_id = ${me.id}`,
      );
      return Number(row.accept_mask);
    };
    const bits = (criteria: (typeof ACCEPT_CRITERIA)[number][]) =>
      criteria.reduce((m, c) => m | (1 << ACCEPT_CRITERIA.indexOf(c)), 0);
    const save = async (payload: Record<string, unknown>) => {
      const res = await api(me.token, 'PUT', '/api/user/preferences', {
        age_min: 24,
        age_max: 30,
        ...payload,
      });
      expect(res.statusCode).toBe(200);
    };
    expect(await maskNow()).toBe(bits(['caste']));
    await save({
      castes: ['Madhwa'],
      states: ['Karnataka'],
      diets: ['Vegetarian'],
      must_haves: ['caste', 'state'],
    });
    expect(await maskNow()).toBe(bits(['caste', 'state']));
    // A must-have with an empty list restricts nothing; a nice-to-have never does.
    await save({ castes: [], states: ['Karnataka'], must_haves: ['caste', 'diet'] });
    expect(await maskNow()).toBe(0);
    await save({ castes: ['Madhwa'], qualifications: ['B.E.'], must_haves: ['caste'] });
    expect(await maskNow()).toBe(bits(['caste']));
  });

  it('finds every match when there are fewer than the window (the full walk counts them)', async () => {
    const all = await listMatches(s.t.ctx, actor, { tab: 'mutual', page: 1, pageSize: 20 }, 300, 'en');
    expect([...regs(all)].sort()).toEqual([...expected('mutual')].sort());
    expect(all.total).toBe(expected('mutual').length);
    expect(all.total_capped).toBe(false);
  });

  it('after a bounded walk that came up short, the member goes straight to the unbounded walk, same result', async () => {
    const wide = (tab: MatchTab) => listMatches(s.t.ctx, actor, { tab, page: 1, pageSize: 20 }, 300, 'en'); // fewer matches than 300
    const first = await wide('lookingForMe');
    expect(skipsBoundedWalk(actor.id, 'lookingForMe')).toBe(true);
    expect(skipsBoundedWalk(actor.id, 'lookingForMe', Date.now() + 11 * 60_000)).toBe(false); // tried again later
    const again = await wide('lookingForMe');
    expect(again).toEqual(first);
    expect(again.total).toBe(expected('lookingForMe').length);
  });

  it('times the unbounded walk once after the head answered, and keeps whichever was faster (decision 091)', () => {
    const now = Date.now();
    // The unbounded walk was faster: the member skips the head from then on.
    learnWalk('m-fast', 'mutual', 'head', 12, now);
    expect(walkHint('m-fast', 'mutual', now)).toBe('tryFull');
    expect(skipsBoundedWalk('m-fast', 'mutual', now)).toBe(true);
    learnWalk('m-fast', 'mutual', 'full', 6, now + 1);
    expect(walkHint('m-fast', 'mutual', now + 2)).toBe('full');
    learnWalk('m-fast', 'mutual', 'full', 7, now + 3);
    expect(walkHint('m-fast', 'mutual', now + 4)).toBe('full');
    // The unbounded walk was slower: the head again, and no second trial while the hint lasts.
    learnWalk('m-slow', 'mutual', 'head', 5, now);
    learnWalk('m-slow', 'mutual', 'full', 9, now + 1);
    expect(walkHint('m-slow', 'mutual', now + 2)).toBe('bounded');
    expect(skipsBoundedWalk('m-slow', 'mutual', now + 2)).toBe(false);
    learnWalk('m-slow', 'mutual', 'head', 5, now + 3);
    expect(walkHint('m-slow', 'mutual', now + 4)).toBe('bounded');
    // ... unless the bounded walk comes up short; the probe answering forgets the hint.
    learnWalk('m-slow', 'mutual', 'full', 20, now + 5);
    expect(walkHint('m-slow', 'mutual', now + 6)).toBe('full');
    learnWalk('m-fast', 'mutual', 'probe', 1, now + 5);
    expect(walkHint('m-fast', 'mutual', now + 6)).toBeUndefined();
    // Hints are per tab and expire.
    expect(walkHint('m-slow', 'lookingForMe', now + 6)).toBeUndefined();
    expect(walkHint('m-slow', 'mutual', now + 11 * 60_000)).toBeUndefined();
  });

  it.skipIf(TEST_DB !== 'postgres')(
    'answers from the bounded walk when the trial of the unbounded walk is cancelled, and keeps the bounded walk',
    async () => {
      const before = await page('mutual');
      // The head "took" 10 s: a trial that ran to its end would be kept ('full').
      learnWalk(actor.id, 'mutual', 'head', 10_000);
      // Another session holds shortlists (read by both walks' statements, not by the seeker's), so the
      // trial waits; it is cancelled as statement_timeout would cancel it (57014), then the lock goes.
      const holder = new pg.Client({ connectionString: s.t.ctx.config.databaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table shortlists in access exclusive mode');
      // Watched from its own connection: each query its own transaction, so pg_stat_activity is read
      // afresh every time (within the holder's transaction it would be the first read's snapshot).
      const watcher = new pg.Client({ connectionString: s.t.ctx.config.databaseUrl });
      await watcher.connect();
      const answer = page('mutual');
      const waiting = async () =>
        (
          await watcher.query<{ pid: number; xact: string }>(
            `select pid, xact_start::text as xact from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows;
      let trial = (await waiting())[0];
      while (!trial) trial = (await waiting())[0];
      await holder.query('select pg_cancel_backend($1)', [trial.pid]);
      // Until the trial's transaction is over (its connection may wait again, in a new transaction).
      while ((await waiting()).some((w) => w.pid === trial?.pid && w.xact === trial?.xact));
      await holder.query('commit');
      await holder.end();
      await watcher.end();
      expect(await answer).toEqual(before);
      expect(walkHint(actor.id, 'mutual')).toBe('bounded');
    },
  );

  it('answers the same whichever walk the hint chooses', async () => {
    const page = (tab: MatchTab) => listMatches(s.t.ctx, actor, { tab, page: 1, pageSize: 20 }, 5, 'en');
    const bounded = await page('mutual');
    learnWalk(actor.id, 'mutual', 'head', 1_000);
    expect(skipsBoundedWalk(actor.id, 'mutual')).toBe(true);
    expect(await page('mutual')).toEqual(bounded);
  });
});
