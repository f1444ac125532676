import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { memberFiltersSchema, TOTAL_CAP } from '../../../shared/schemas/members';
import { blocks, partnerPreferences, plans, profiles, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { dobForAge, type Made, makeUser, memberActor } from '../../test/factories';
import { appPerFile } from '../../test/setup';
import { expirePlans } from '../jobs/jobs';
import { browseQuery } from './browse.service';

type Prefs = Partial<typeof partnerPreferences.$inferInsert>;

async function setPrefs(t: TestApp, id: string, p: Prefs) {
  await t.ctx.db.update(partnerPreferences).set(p).where(eq(partnerPreferences.userId, id));
}

/** Every key anywhere in a JSON value. */
function keysOf(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysOf(x, out);
    }
  }
  return out;
}

/** Contact details and surname must never appear in a list (docs/member-area.md#photos, leak rule). */
function expectNoContacts(body: unknown) {
  const keys = keysOf(body);
  for (const k of ['mobile_no', 'email', 'address', 'last_name', 'date_of_birth'])
    expect(keys.has(k)).toBe(false);
  const text = JSON.stringify(body);
  expect(text).not.toContain('9876543210');
  expect(text).not.toContain('Jayanagar');
  expect(text).not.toContain('@example.com');
}

const regNos = (body: { members: { registration_no: string }[] }) =>
  body.members.map((m) => m.registration_no);

describe(`matches: mutual and looking for me (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let me: Made; // a groom of 30, 175 cm, Brahmin, Karnataka
  let both: Made; // a bride who fits my preferences and whose preferences I fit
  let onlyMine: Made; // fits my preferences, but her preferences exclude me (age)
  let onlyTheirs: Made; // her preferences fit me, but she is outside my age range
  let unknownHeight: Made; // fits, but her height is not given
  beforeAll(async () => {
    me = await makeUser(s.t.ctx, {
      role: 'PremiumUser',
      gender: 'BrideGroom',
      dob: dobForAge(30),
      profile: { heightCm: 175 },
    });
    await setPrefs(s.t, me.id, {
      ageMin: 24,
      ageMax: 30,
      heightMin: 150,
      heightMax: 170,
      castes: ['Brahmin'],
    });
    /** A bride of `age`, `heightCm` tall (null: not given), with partner preferences `prefs`. */
    const bride = async (firstName: string, age: number, heightCm: number | null, prefs: Prefs) => {
      const b = await makeUser(s.t.ctx, {
        gender: 'Bride',
        dob: dobForAge(age),
        firstName,
        profile: { heightCm },
      });
      await setPrefs(s.t, b.id, prefs);
      return b;
    };
    both = await bride('Both', 27, 160, {
      ageMin: 27,
      ageMax: 34,
      castes: ['Brahmin', 'Smartha'],
      states: ['Karnataka'],
    });
    onlyMine = await bride('OnlyMine', 26, 158, { ageMin: 26, ageMax: 29 });
    onlyTheirs = await bride('OnlyTheirs', 33, 160, { ageMin: 28, ageMax: 36 });
    unknownHeight = await bride('NoHeight', 25, null, { ageMin: 25, ageMax: 35 });
  });

  it('lists in mutual only members who meet my preferences and whose preferences I meet', async () => {
    const res = await api(me.token, 'GET', '/api/user/matches?tab=mutual');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(new Set(regNos(body))).toEqual(new Set([both.registrationNo, unknownHeight.registrationNo]));
    expect(body.total).toBe(2);
    expect(body.total_capped).toBe(false);
    expectNoContacts(body);
  });

  it('answers a page past the end with no members and the true total', async () => {
    const res = await api(me.token, 'GET', '/api/user/matches?tab=mutual&page=5&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ members: [], total: 2, page: 5 });
  });

  it('ranks by how well both sides are met and says why; unknown height passes but does not count', async () => {
    const body = (await api(me.token, 'GET', '/api/user/matches')).json();
    const [first, second] = body.members;
    expect(first.registration_no).toBe(both.registrationNo);
    // my nice-to-haves set: height (caste is a must-have by default); she meets both
    expect(first).toMatchObject({
      met: 1,
      of: 1,
      matched: ['Brahmin', '160 cm'],
      missed: [],
      why: 'Brahmin · 160 cm',
    });
    // her nice-to-haves set: state (caste is her must-have); I meet it
    expect(first).toMatchObject({ their_met: 1, their_of: 1, score: 100 });
    expect(second.registration_no).toBe(unknownHeight.registrationNo);
    expect(second).toMatchObject({
      met: 0,
      of: 1,
      matched: ['Brahmin'],
      unknown: ['Height not given'],
      score: 0,
    });
  });

  it('lists in lookingForMe every member whose preferences I meet, including one outside my preferences', async () => {
    const body = (await api(me.token, 'GET', '/api/user/matches?tab=lookingForMe')).json();
    const got = new Set(regNos(body));
    expect(got).toEqual(
      new Set([both.registrationNo, onlyTheirs.registrationNo, unknownHeight.registrationNo]),
    );
    expect(got.has(onlyMine.registrationNo)).toBe(false);
    const theirs = body.members.find(
      (m: { registration_no: string }) => m.registration_no === onlyTheirs.registrationNo,
    );
    expect(theirs.why).toBe('You meet their must-haves');
  });

  it("the other side sees the mirror: I am in onlyMine's lookingForMe? no; in onlyTheirs' mutual? no", async () => {
    const a = (await api(onlyMine.token, 'GET', '/api/user/matches?tab=lookingForMe')).json();
    expect(regNos(a)).toContain(me.registrationNo); // my preferences fit her
    const b = (await api(onlyMine.token, 'GET', '/api/user/matches?tab=mutual')).json();
    expect(regNos(b)).not.toContain(me.registrationNo); // but hers exclude me
    const c = (await api(both.token, 'GET', '/api/user/matches?tab=mutual')).json();
    expect(regNos(c)).toContain(me.registrationNo);
  });

  it('ranks featured members first among equal scores', async () => {
    const t2 = await makeUser(s.t.ctx, {
      gender: 'Bride',
      dob: dobForAge(27),
      firstName: 'Plain',
      profile: { heightCm: 160 },
    });
    const t3 = await makeUser(s.t.ctx, {
      role: 'PremiumUser',
      gender: 'Bride',
      dob: dobForAge(27),
      firstName: 'Premium',
      profile: { heightCm: 160 },
    });
    for (const x of [t2, t3])
      await setPrefs(s.t, x.id, {
        ageMin: 27,
        ageMax: 34,
        castes: ['Brahmin', 'Smartha'],
        states: ['Karnataka'],
      });
    // the plain one is more recently active, but the Premium plan's featured listing wins the tie
    await s.t.ctx.db
      .update(profiles)
      .set({ lastActiveAt: new Date(Date.now() + 60_000) })
      .where(eq(profiles.userId, t2.id));
    const body = (await api(me.token, 'GET', '/api/user/matches')).json();
    const order = regNos(body);
    expect(order.indexOf(t3.registrationNo)).toBeLessThan(order.indexOf(t2.registrationNo));
    expect(
      body.members.find((m: { registration_no: string }) => m.registration_no === t3.registrationNo).featured,
    ).toBe(true);
    await s.t.ctx.db
      .update(profiles)
      .set({ listed: false })
      .where(sql`${profiles.userId} in (${t2.id}, ${t3.id})`);
  });

  it("keeps the featured listing in step with the plan: payment, staff's plan edit, expiry; newest first on a tie", async () => {
    const bride = (firstName: string) =>
      makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27), firstName, profile: { heightCm: 160 } });
    const [older, newer] = [await bride('Older'), await bride('Newer')];
    for (const x of [older, newer]) {
      await setPrefs(s.t, x.id, {
        ageMin: 27,
        ageMax: 34,
        castes: ['Brahmin', 'Smartha'],
        states: ['Karnataka'],
      });
    }
    const same = new Date(Date.now() + 120_000);
    await s.t.ctx.db
      .update(profiles)
      .set({ lastActiveAt: same })
      .where(sql`${profiles.userId} in (${older.id}, ${newer.id})`);
    const cards = async () => {
      const body = (await api(me.token, 'GET', '/api/user/matches')).json();
      const mine = body.members.filter((m: { registration_no: string }) =>
        [older.registrationNo, newer.registrationNo].includes(m.registration_no),
      );
      return mine.map((m: { registration_no: string; featured: boolean }) => [
        m.registration_no === older.registrationNo ? 'older' : 'newer',
        m.featured,
      ]);
    };
    // equal in all else, the newer registration comes first
    expect(await cards()).toEqual([
      ['newer', false],
      ['older', false],
    ]);
    // the older one pays for Premium (featured listing): she moves ahead, featured
    const order = await api(older.token, 'POST', '/api/payments/orders', { plan: 'PremiumUser' });
    const paid = await api(
      older.token,
      'POST',
      `/api/payments/test-gateway/${order.json().checkout.order_id}/pay`,
    );
    const verified = await api(older.token, 'POST', '/api/payments/verify', paid.json());
    expect(verified.statusCode).toBe(200);
    expect(await cards()).toEqual([
      ['older', true],
      ['newer', false],
    ]);
    // staff take featured listing off the Premium plan: neither is featured
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    const plansNow = (await api(admin.token, 'GET', '/api/admin/plans')).json().plans;
    const premium = plansNow.find((x: { code: string }) => x.code === 'PremiumUser');
    const edit = (featuredListing: boolean) =>
      api(admin.token, 'PUT', '/api/admin/plans/PremiumUser', {
        name: premium.name,
        original_price_paise: premium.original_price_paise,
        price_paise: premium.price_paise,
        discount_text: premium.discount_text,
        duration_months: premium.duration_months,
        features: premium.features,
        on_sale: premium.on_sale,
        entitlements: { ...premium.entitlements, featuredListing },
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect(await cards()).toEqual([
      ['newer', false],
      ['older', false],
    ]);
    expect((await edit(true)).statusCode).toBe(200);
    expect((await cards())[0]).toEqual(['older', true]);
    // her plan lapses: the expiry job makes her a Free member, no longer featured
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, older.id));
    expect(await cards()).toEqual([
      ['newer', false],
      ['older', false],
    ]);
    expect(await expirePlans(s.t.ctx)).toBeGreaterThanOrEqual(1);
    const [after] = await s.t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, older.id));
    expect(after.role).toBe('FreeUser');
    expect(await cards()).toEqual([
      ['newer', false],
      ['older', false],
    ]);
    await s.t.ctx.db
      .update(profiles)
      .set({ listed: false })
      .where(sql`${profiles.userId} in (${older.id}, ${newer.id})`);
  });

  it('never lists pending, rejected, deactivated, hidden or blocked members, staff, or the same gender', async () => {
    const hidden = await makeUser(s.t.ctx, {
      gender: 'Bride',
      dob: dobForAge(27),
      profile: { heightCm: 160, hidden: true, listed: false },
    });
    const pending = await makeUser(s.t.ctx, { gender: 'Bride', status: 'pending', dob: dobForAge(27) });
    const rejected = await makeUser(s.t.ctx, { gender: 'Bride', status: 'rejected', dob: dobForAge(27) });
    const inactive = await makeUser(s.t.ctx, { gender: 'Bride', status: 'inactive', dob: dobForAge(27) });
    const blockedByMe = await makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27) });
    const blockedMe = await makeUser(s.t.ctx, { gender: 'Bride', dob: dobForAge(27) });
    const groom = await makeUser(s.t.ctx, { gender: 'BrideGroom', dob: dobForAge(29) });
    const admin = await makeUser(s.t.ctx, { role: 'Admin' });
    for (const x of [hidden, pending, rejected, inactive, blockedByMe, blockedMe])
      await setPrefs(s.t, x.id, { ageMin: 18, ageMax: 70 });
    await s.t.ctx.db.insert(blocks).values([
      { userId: me.id, targetId: blockedByMe.id },
      { userId: blockedMe.id, targetId: me.id },
    ]);
    const never = [hidden, pending, rejected, inactive, blockedByMe, blockedMe, groom, admin, me].map(
      (x) => x.registrationNo,
    );
    const urls = [
      '/api/user/matches?tab=mutual',
      '/api/user/matches?tab=lookingForMe',
      '/api/user/members?pageSize=50',
      '/api/user/search?pageSize=50',
      '/api/user/members?pageSize=50&sort=newest',
    ];
    for (const url of urls) {
      const body = (await api(me.token, 'GET', url)).json();
      for (const r of never) expect(regNos(body), `${url} lists ${r}`).not.toContain(r);
      expectNoContacts(body);
    }
    for (const r of never) {
      const body = (await api(me.token, 'GET', `/api/user/search?registration_no=${r}`)).json();
      expect(body.members).toHaveLength(0);
    }
  });
});

describe(`viewAll and search (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const { api } = s;
  let free: Made;
  let premium: Made;
  let silver: Made;
  let assistance: Made;
  const brides: Made[] = [];
  beforeAll(async () => {
    free = await makeUser(s.t.ctx, { role: 'FreeUser', gender: 'BrideGroom' });
    premium = await makeUser(s.t.ctx, { role: 'PremiumUser', gender: 'BrideGroom' });
    silver = await makeUser(s.t.ctx, { role: 'SilverUser', gender: 'BrideGroom' });
    assistance = await makeUser(s.t.ctx, { role: 'Assistance', gender: 'BrideGroom' });
    for (let i = 0; i < 25; i++) {
      brides.push(
        await makeUser(s.t.ctx, {
          gender: 'Bride',
          dob: dobForAge(22 + (i % 10)),
          firstName: i === 7 ? 'Lakshmi' : `Bride${i}`,
          profile: {
            caste: i % 5 === 0 ? 'Smartha' : 'Brahmin',
            heightCm: 150 + i,
            motherTongue: i % 2 ? 'Kannada' : 'Tulu',
            hasPhoto: i % 3 === 0,
            city: i < 5 ? 'Mysuru' : 'Bengaluru Urban',
          },
        }),
      );
    }
  });

  it('pages on the server with the total over the whole set', async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const res = await api(free.token, 'GET', `/api/user/members?page=${page}&pageSize=10`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 25, page, pageSize: 10, total_capped: false });
      expect(body.members).toHaveLength(page === 3 ? 5 : 10);
      for (const r of regNos(body)) seen.add(r);
      expectNoContacts(body);
    }
    expect(seen.size).toBe(25);
    const past = (await api(free.token, 'GET', '/api/user/members?page=9&pageSize=10')).json();
    expect(past).toMatchObject({ total: 25, members: [] });
  });

  it('applies filters to the whole set, and sorts', async () => {
    const smartha = (await api(free.token, 'GET', '/api/user/members?caste=Smartha&pageSize=2')).json();
    expect(smartha.total).toBe(5);
    expect(smartha.members).toHaveLength(2);
    const two = (
      await api(free.token, 'GET', '/api/user/members?caste=Smartha&caste=Brahmin&age_min=22&age_max=23')
    ).json();
    expect(two.total).toBe(6); // ages 22 and 23: i % 10 in {0, 1}
    const city = (await api(free.token, 'GET', '/api/user/members?city=Mysuru')).json();
    expect(city.total).toBe(5);
    const name = (await api(free.token, 'GET', '/api/user/members?q=laksh')).json();
    expect(regNos(name)).toEqual([brides[7].registrationNo]);
    const asc = (await api(free.token, 'GET', '/api/user/members?sort=age_asc&pageSize=50')).json();
    const ages = asc.members.map((m: { age: number }) => m.age);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    const desc = (await api(free.token, 'GET', '/api/user/members?sort=age_desc&pageSize=50')).json();
    expect(desc.members[0].age).toBe(31);
    const newest = (await api(free.token, 'GET', '/api/user/members?sort=newest&pageSize=3')).json();
    expect(regNos(newest)[0]).toBe(brides[24].registrationNo);
    const rare = (await api(free.token, 'GET', '/api/user/members?sort=newest&caste=Smartha')).json();
    expect(regNos(rare)).toEqual([20, 15, 10, 5, 0].map((i) => brides[i].registrationNo));
  });

  it('pages every sort in one stable order, through both ways "newest" walks (decision 095)', async () => {
    // Ties on the sort keys (same activity time, same date of birth, same registration time) must still
    // page without a repeat or a gap: the member id breaks them.
    const at = new Date('2026-06-01T10:00:00Z');
    for (const [i, b] of brides.entries()) {
      await s.t.ctx.db
        .update(profiles)
        .set({ lastActiveAt: new Date(at.getTime() - (i % 4) * 60_000) })
        .where(eq(profiles.userId, b.id));
      if (i % 6 === 0) await s.t.ctx.db.update(users).set({ createdAt: at }).where(eq(users.id, b.id));
    }
    const keys: Record<string, string> = {
      recently_active: 'c.last_active_at desc, c.user_id desc',
      newest: 'u.created_at desc, c.user_id desc',
      age_asc: 'c.date_of_birth desc, c.user_id desc',
      age_desc: 'c.date_of_birth asc, c.user_id asc',
    };
    const ids = new Set(brides.map((b) => b.id));
    for (const [sort, order] of Object.entries(keys)) {
      const all = await queryRows<{ registration_no: string; user_id: string }>(
        s.t.ctx.db,
        sql.raw(`select u.registration_no, c.user_id from profiles c join users u on u.id = c.user_id
                 where c.gender = 'Bride' order by ${order}`),
      );
      const expected = all.filter((r) => ids.has(r.user_id)).map((r) => r.registration_no);
      const paged: string[] = [];
      for (const page of [1, 2, 3, 4, 5, 6, 7]) {
        const res = await api(free.token, 'GET', `/api/user/members?sort=${sort}&page=${page}&pageSize=4`);
        expect(res.json().total).toBe(25);
        paged.push(...regNos(res.json()));
      }
      expect(paged, sort).toEqual(expected);
      // "newest" walks users by registration time once matches pass NEWEST_FILTER_FIRST: the same page.
      const actor = memberActor(free, 'BrideGroom');
      for (const n of [25, TOTAL_CAP + 1]) {
        const walked: string[] = [];
        for (const page of [1, 2, 3, 4, 5, 6, 7]) {
          const f = memberFiltersSchema.parse({ sort, page: String(page), pageSize: '4' });
          const rows = await queryRows<{ registration_no: string }>(
            s.t.ctx.db,
            browseQuery(actor, 'Bride', f).idsQuery(n),
          );
          walked.push(...rows.map((r) => r.registration_no));
        }
        expect(walked, `${sort} n=${n}`).toEqual(expected);
      }
    }
  });

  it('answers 402 for advanced filters without the entitlement (Free, Silver), 200 with it (Premium, Assistance)', async () => {
    const advanced = [
      'height_min=160',
      'height_max=165',
      'mother_tongue=Tulu',
      'qualification=B.E.',
      'occupation=Teacher',
      'income_band=None',
      'with_photo=true',
    ];
    for (const q of advanced) {
      for (const who of [free, silver]) {
        for (const path of ['members', 'search']) {
          const res = await api(who.token, 'GET', `/api/user/${path}?${q}`);
          expect(res.statusCode, `${who.role} ${path}?${q}`).toBe(402);
          expect(res.json().message).toMatch(/Premium/);
        }
      }
      for (const who of [premium, assistance]) {
        expect((await api(who.token, 'GET', `/api/user/search?${q}`)).statusCode).toBe(200);
      }
    }
    const tulu = (
      await api(premium.token, 'GET', '/api/user/search?mother_tongue=Tulu&height_min=160&with_photo=1')
    ).json();
    // Tulu: even i; height ≥ 160: i ≥ 10; photo: i % 3 == 0 → 12, 18, 24
    expect(new Set(regNos(tulu))).toEqual(new Set([12, 18, 24].map((i) => brides[i].registrationNo)));
    // basic filters stay open to everyone
    expect(
      (await api(free.token, 'GET', '/api/user/search?caste=Brahmin&age_min=25&state=Karnataka')).statusCode,
    ).toBe(200);
  });

  it('finds one member by exact registration number', async () => {
    const r = brides[3].registrationNo;
    const body = (await api(free.token, 'GET', `/api/user/search?registration_no=${r}`)).json();
    expect(body).toMatchObject({ total: 1, members: [{ registration_no: r, first_name: 'Bride3' }] });
    expectNoContacts(body);
    const none = (await api(free.token, 'GET', `/api/user/search?registration_no=${r}9`)).json();
    expect(none).toMatchObject({ total: 0, members: [] });
  });

  it('rejects bad input with 400', async () => {
    for (const q of ['age_min=10', 'sort=random', 'page=0', 'pageSize=500', 'height_min=abc']) {
      expect((await api(free.token, 'GET', `/api/user/members?${q}`)).statusCode).toBe(400);
    }
    expect((await api(free.token, 'GET', '/api/user/matches?tab=other')).statusCode).toBe(400);
    // Rules as policies (docs/architecture.md#where-rules-live): a range's lower end above its upper end is refused here too (the form shows the same check)
    for (const path of ['members', 'search']) {
      const ages = await api(free.token, 'GET', `/api/user/${path}?age_min=30&age_max=25`);
      expect(ages.statusCode).toBe(400);
      expect(ages.json().errors).toMatchObject({ age_max: MSG.ageRangeInvalid });
      const heights = await api(free.token, 'GET', `/api/user/${path}?height_min=180&height_max=150`);
      expect(heights.json().errors).toMatchObject({ height_max: MSG.heightRangeInvalid });
      const same = await api(free.token, 'GET', `/api/user/${path}?age_min=25&age_max=25`);
      expect(same.statusCode).toBe(200);
    }
  });

  it('uses the plans table: granting advanced filters to Silver opens them', async () => {
    const [row] = await s.t.ctx.db.select().from(plans).where(eq(plans.code, 'SilverUser'));
    await s.t.ctx.db
      .update(plans)
      .set({ entitlements: { ...row.entitlements, advancedFilters: true } })
      .where(eq(plans.code, 'SilverUser'));
    expect((await api(silver.token, 'GET', '/api/user/members?with_photo=true')).statusCode).toBe(200);
    await s.t.ctx.db
      .update(plans)
      .set({ entitlements: row.entitlements })
      .where(eq(plans.code, 'SilverUser'));
    // an expired Silver plan counts as FreeUser
    await s.t.ctx.db
      .update(users)
      .set({ planExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, premium.id));
    expect((await api(premium.token, 'GET', '/api/user/members?with_photo=true')).statusCode).toBe(402);
  });
});
