import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../shared/schemas/conversations';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { createTestApp, TEST_DB, type TestApp } from '../../test/app';
import { bearer, type Made, makeUser, TEST_PASSWORD } from '../../test/factories';
import { apiOf } from '../../test/setup';
import { hubOf } from './conversation.routes';

type Event = { event: string; id?: number; data: Record<string, unknown> };

/**
 * A tab's event stream over HTTP: `next(pred)` resolves with the first event (in order, including ones
 * already received) that satisfies `pred`; `ended` resolves when the server ends the stream.
 */
async function openStream(base: string, who: Made, lastEventId?: number) {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/user/conversations/events`, {
    headers: {
      ...bearer(who.token),
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: ac.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: Event[] = [];
  const waiters: { pred: (e: Event) => boolean; resolve: (e: Event) => void }[] = [];
  let buf = '';
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((r) => {
    endedResolve = r;
  });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          i = buf.indexOf('\n\n');
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => !l.startsWith(':') && l.includes(': '))
              .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
          );
          if (!fields.event) continue;
          const e: Event = {
            event: fields.event,
            id: fields.id ? Number(fields.id) : undefined,
            data: JSON.parse(fields.data),
          };
          events.push(e);
          for (const w of [...waiters])
            if (w.pred(e)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(e);
            }
        }
      }
    } catch {
      // aborted
    }
    endedResolve();
  })();
  return {
    events,
    ended,
    next: (pred: (e: Event) => boolean) =>
      new Promise<Event>((resolve) => {
        const found = events.find(pred);
        if (found) resolve(found);
        else waiters.push({ pred, resolve });
      }),
    close: () => ac.abort(),
  };
}

/**
 * Real-time conversations (docs/conversations.md#real-time, decision 186): two app instances on one
 * database (on PostgreSQL each with its own pool and LISTEN connection, as two processes have), a tab
 * on each; a message sent through one reaches the other's tab without reload, read receipts come back,
 * a reconnecting tab catches up from Last-Event-ID, and a revoked account's stream is ended.
 */
describe(`conversation events across two app instances (${TEST_DB})`, () => {
  let t: TestApp;
  const api = apiOf(() => t);
  let second: { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };
  let base1: string;
  let base2: string;
  let arun: Made;
  let kavya: Made;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    const url = t.ctx.config.databaseUrl || undefined;
    const database = url ? await openDatabase({ url, pgliteDir: 'memory://' }) : t.ctx.database;
    const ctx: AppContext = { ...t.ctx, database, db: database.db };
    const app = await buildApp(ctx);
    second = {
      app,
      ctx,
      close: async () => {
        await app.close();
        if (url) await database.close();
      },
    };
    base1 = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base2 = await app.listen({ port: 0, host: '127.0.0.1' });
    arun = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: 'Arun' });
    kavya = await makeUser(t.ctx, { role: 'FreeUser', gender: 'Bride', firstName: 'Kavya' });
    await t.ctx.db.execute(
      sql`insert into interests (sender_id, receiver_id, message, status, responded_at)
          values (${arun.id}, ${kavya.id}, '', 'accepted', now())`,
    );
    const res = await api(arun.token, 'POST', '/api/user/conversations', {
      registration_no: kavya.registrationNo,
    });
    id = (res.json() as { conversation: Conversation }).conversation.id;
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const send = (app: FastifyInstance, who: Made, message: string) =>
    app.inject({
      method: 'POST',
      url: `/api/user/conversations/${id}/messages`,
      headers: bearer(who.token),
      payload: { message },
    });

  it('a message sent through one instance reaches the other instance’s tab; read receipts come back', async () => {
    const kTab = await openStream(base2, kavya);
    const aTab = await openStream(base1, arun);
    await kTab.next((e) => e.event === 'ready');
    await aTab.next((e) => e.event === 'ready');
    const sent = (await send(t.app, arun, 'Namaskara Kavya')).json() as { sent: Message };
    const got = await kTab.next((e) => e.event === 'message');
    expect(got.id).toBe(sent.sent.id);
    expect(got.data).toMatchObject({ body: 'Namaskara Kavya', mine: false, conversation_id: id });
    // The sender's own other tabs hear of it too.
    expect((await aTab.next((e) => e.event === 'message')).data).toMatchObject({ mine: true });

    await second.app.inject({
      method: 'POST',
      url: `/api/user/conversations/${id}/read`,
      headers: bearer(kavya.token),
      payload: { up_to: sent.sent.id },
    });
    const receipt = await aTab.next((e) => e.event === 'receipt');
    expect(receipt.data).toMatchObject({
      conversation_id: id,
      up_to: sent.sent.id,
      state: 'read',
      mine: false,
    });
    // Her other tabs hear it too (their unread counts).
    expect((await kTab.next((e) => e.event === 'receipt')).data).toMatchObject({ mine: true });

    const reply = await send(second.app, kavya, 'Namaskara Arun');
    expect(reply.statusCode).toBe(200);
    expect((await aTab.next((e) => e.event === 'message' && e.data.mine === false)).data.body).toBe(
      'Namaskara Arun',
    );
    kTab.close();
    aTab.close();
  });

  it('a reconnecting tab catches up from Last-Event-ID', async () => {
    const first = (await send(t.app, arun, 'one')).json() as { sent: Message };
    await send(t.app, arun, 'two');
    await send(t.app, arun, 'three');
    const tab = await openStream(base2, kavya, first.sent.id);
    const two = await tab.next((e) => e.event === 'message' && e.data.body === 'two');
    const three = await tab.next((e) => e.event === 'message' && e.data.body === 'three');
    expect(tab.events.filter((e) => e.event === 'message').map((e) => e.data.body)).toEqual(['two', 'three']);
    expect(three.id).toBeGreaterThan(two.id ?? 0);
    tab.close();
  });

  it('a revoked account’s stream is ended at the next sweep', async () => {
    const tab = await openStream(base2, kavya);
    await tab.next((e) => e.event === 'ready');
    await t.ctx.db.execute(sql`update users set token_version = token_version + 1 where id = ${kavya.id}`);
    await hubOf(second.ctx)?.sweepNow();
    await tab.ended;
    expect(hubOf(second.ctx)?.size).toBe(0);
  });

  /** Two more members with an accepted interest and their conversation (each ending test its own). */
  async function pair(): Promise<{ a: Made; b: Made; cid: string }> {
    const a = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'BrideGroom', firstName: 'Mohan' });
    const b = await makeUser(t.ctx, { role: 'PremiumUser', gender: 'Bride', firstName: 'Latha' });
    await t.ctx.db.execute(
      sql`insert into interests (sender_id, receiver_id, message, status, responded_at)
          values (${a.id}, ${b.id}, '', 'accepted', now())`,
    );
    const res = await api(a.token, 'POST', '/api/user/conversations', { registration_no: b.registrationNo });
    return { a, b, cid: (res.json() as { conversation: Conversation }).conversation.id };
  }

  const abilities = async (app: FastifyInstance, who: Made, cid: string) =>
    (
      (
        await app.inject({ url: `/api/user/conversations/${cid}/messages`, headers: bearer(who.token) })
      ).json() as { conversation: Conversation }
    ).conversation;

  it('a block reaches the blocked member’s open tab on the other instance at once: the conversation ended', async () => {
    const { a, b, cid } = await pair();
    const bTab = await openStream(base2, b);
    const aTab = await openStream(base1, a);
    await bTab.next((e) => e.event === 'ready');
    await aTab.next((e) => e.event === 'ready');
    const blocked = await api(a.token, 'POST', `/api/user/blocks/${b.registrationNo}`);
    expect(blocked.statusCode).toBe(200);
    expect((await bTab.next((e) => e.event === 'ended')).data).toEqual({ conversation_id: cid });
    // The blocker's own tabs learn it too; the history answer then says the composer is gone.
    expect((await aTab.next((e) => e.event === 'ended')).data).toEqual({ conversation_id: cid });
    expect(await abilities(second.app, b, cid)).toMatchObject({
      status: 'ended',
      member: null,
      abilities: { send: false, send_refusal: 'ended' },
    });
    bTab.close();
    aTab.close();
  });

  it('a deactivation by staff, a hidden profile or a deletion request ends it in the other member’s tab', async () => {
    const admin = await makeUser(t.ctx, { role: 'Admin' });
    const ends: [string, (a: Made, b: Made) => Promise<number>][] = [
      [
        'deactivation',
        async (a) =>
          (
            await api(admin.token, 'PATCH', `/api/admin/users/${a.registrationNo}`, {
              status: 'inactive',
              reason: 'Asked members for money',
            })
          ).statusCode,
      ],
      [
        'hidden profile',
        async (a) =>
          (await api(a.token, 'PUT', '/api/user/privacy', { photo_privacy: 'members', hidden: true }))
            .statusCode,
      ],
      [
        'deletion request',
        async (a) =>
          (await api(a.token, 'POST', '/api/account/delete', { password: TEST_PASSWORD })).statusCode,
      ],
    ];
    for (const [what, end] of ends) {
      const { a, b, cid } = await pair();
      const bTab = await openStream(base2, b);
      await bTab.next((e) => e.event === 'ready');
      expect(await end(a, b), what).toBe(200);
      expect((await bTab.next((e) => e.event === 'ended')).data, what).toEqual({ conversation_id: cid });
      expect((await abilities(t.app, b, cid)).abilities.send, what).toBe(false);
      bTab.close();
    }
  });

  it('the stream needs a signed-in member', async () => {
    const res = await fetch(`${base1}/api/user/conversations/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(401);
  });
});
