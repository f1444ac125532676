import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { priorityDueAt } from '../../../shared/policies';
import { queryRows } from '../../lib/sql';
import { createTestApp, TEST_DB } from '../../test/app';
import { bearer, type Made, makeUser } from '../../test/factories';
import { appWithAdmin } from '../../test/setup';

/** Priority customer support (docs/plan-features.md#priority-support, SPEC §9 Premium). */
describe(`priority support (${TEST_DB})`, () => {
  const s = appWithAdmin(createTestApp);
  const { api } = s;

  it('counts 4 working hours within Monday to Saturday, 10:00 to 18:00 IST', () => {
    // Tuesday 11:00 IST → 15:00 IST the same day.
    expect(priorityDueAt(new Date('2026-11-24T05:30:00Z')).toISOString()).toBe('2026-11-24T09:30:00.000Z');
    // Saturday 17:00 IST: 1 hour that day, 3 on Monday from 10:00 → Monday 13:00 IST.
    expect(priorityDueAt(new Date('2026-11-28T11:30:00Z')).toISOString()).toBe('2026-11-30T07:30:00.000Z');
    // Wednesday 07:00 IST (before opening) → 14:00 IST.
    expect(priorityDueAt(new Date('2026-11-25T01:30:00Z')).toISOString()).toBe('2026-11-25T08:30:00.000Z');
  });

  const contact = (who: Made | null, ip: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      headers: who ? bearer(who.token) : {},
      payload: {
        name: 'Asha Rao',
        email: `asha.${ip}@example.com`,
        mobile: '9845012345',
        topic: 'Membership plans and payment',
        registration_no: '',
        message: 'Please call me about my plan.',
      },
    });

  it('marks a Premium member’s message priority with the shorter promise; Free, Silver and visitors are not', async () => {
    const premium = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const res = await contact(premium, '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priority: true, message: MSG.prioritySent });
    for (const [who, ip] of [
      [await makeUser(s.t.ctx, { role: 'FreeUser' }), '10.1.0.2'],
      [await makeUser(s.t.ctx, { role: 'SilverUser' }), '10.1.0.3'],
      [null, '10.1.0.4'],
    ] as const) {
      const r = await contact(who, ip);
      expect(r.json()).toMatchObject({ priority: false, message: MSG.contactSent });
    }
    // Staff see the priority message first, with its due time.
    const list = await api(s.admin.token, 'GET', '/api/admin/contact-messages');
    const first = list.json().messages[0];
    expect(first.email).toBe('asha.10.1.0.1@example.com');
    expect(Date.parse(first.priority_due_at)).toBeGreaterThan(Date.now());
  });

  it('marks a Premium member’s grievance and call-back request priority and sorts them first', async () => {
    const premium = await makeUser(s.t.ctx, { role: 'PremiumUser' });
    const free = await makeUser(s.t.ctx, { role: 'FreeUser' });
    const grieve = (who: Made) =>
      api(who.token, 'POST', '/api/grievances', {
        name: 'Asha Rao',
        email: 'asha@example.com',
        kind: 'correction',
        message: 'My data is wrong.',
      });
    expect((await grieve(free)).json().priority).toBe(false);
    const g = await grieve(premium);
    expect(g.json()).toMatchObject({ priority: true, message: MSG.prioritySent });
    const list = await api(s.admin.token, 'GET', '/api/admin/grievances');
    expect(list.json().grievances[0].reference_no).toBe(g.json().reference_no);

    const ask = (who: Made) =>
      api(who.token, 'POST', '/api/user/assisted/request', {
        preferred_time: 'evening',
        language: 'kn',
        note: '',
      });
    expect((await ask(free)).statusCode).toBe(201);
    const asked = await ask(premium);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().request.priority_due_at).not.toBeNull();
    const queue = await api(s.admin.token, 'GET', '/api/admin/assisted/requests');
    expect(queue.json().requests[0].registration_no).toBe(premium.registrationNo);
    const rows = await queryRows<{ n: number }>(
      s.t.ctx.db,
      sql`select count(*)::int as n from assistance_requests where priority_due_at is not null`,
    );
    expect(rows[0].n).toBe(1);
  });
});
