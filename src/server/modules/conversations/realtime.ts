import { sql } from 'drizzle-orm';
import { mayUseArea } from '../../../shared/policies';
import type { AccountStatus } from '../../../shared/roles';
import type { AppContext } from '../../lib/context';
import { queryRows } from '../../lib/sql';
import { countRealtimeStreams } from '../../plugins/metrics';
import { presentMessage } from './conversation.facts';
import { CHANNEL, type ConversationEvent } from './conversation.service';

/** Heartbeat and revocation sweep period (ms): a comment line keeps proxies from closing idle streams. */
export const SWEEP_MS = 25_000;

/** One open event stream of a signed-in tab (docs/conversations.md#real-time). */
export type Stream = {
  userId: string;
  /** users.token_version when the stream opened: a sign-out everywhere or password reset changes it. */
  tokenVersion: number;
  write(chunk: string): void;
  end(): void;
};

type MessageRow = {
  id: string | number;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: Date | string;
};

/** An SSE frame: `event` name, optional `id` (message ids only, so Last-Event-ID is a message cursor), JSON data. */
export function frame(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The process's conversation hub (decision 186): the open streams of this process by member, fed by
 * LISTEN on the database, so a message sent through any app process reaches every open tab of both
 * members. A new message is read once per process (NOTIFY carries ids only), then written to each
 * local stream of its two members. A conversation that ended (decision 190) is an `ended` event to the
 * members it ended for. Every SWEEP_MS it writes a heartbeat and re-checks, in one
 * statement, every connected account against revocation (token version, status, deletion, erasure):
 * a stream whose account may no longer use the member area is ended.
 */
export class ConversationHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private uncount: (() => void) | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** Starts listening (app ready). */
  async start(): Promise<void> {
    this.unlisten = await this.ctx.database.listen(
      CHANNEL,
      (p) => void this.onPayload(p).catch(() => {}),
      // After a lost listener connection, events may be missing: tabs reconnect and catch up by id.
      () => this.endAll(),
    );
    this.timer = setInterval(() => void this.sweep().catch(() => {}), SWEEP_MS);
    this.timer.unref();
    // cm_realtime_connections reads the open streams at each scrape (decision 199).
    this.uncount = countRealtimeStreams(() => this.size);
  }

  /** Ends every stream and stops listening (app closing). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.uncount?.();
    this.uncount = null;
    this.endAll();
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** The number of open streams in this process. */
  get size(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  add(s: Stream): void {
    const set = this.streams.get(s.userId) ?? new Set<Stream>();
    this.streams.set(s.userId, set);
    set.add(s);
  }

  remove(s: Stream): void {
    const set = this.streams.get(s.userId);
    set?.delete(s);
    if (set && set.size === 0) this.streams.delete(s.userId);
  }

  private endAll(): void {
    for (const set of this.streams.values()) for (const s of set) s.end();
    this.streams.clear();
  }

  private async onPayload(payload: string): Promise<void> {
    const e = JSON.parse(payload) as ConversationEvent;
    if (e.k === 'm') {
      const to = [e.a, e.b].filter((id) => this.streams.has(id));
      if (!to.length) return;
      const [m] = await queryRows<MessageRow>(
        this.ctx.db,
        sql`select id, conversation_id, sender_id, body, created_at from messages where id = ${e.id}`,
      );
      if (!m) return;
      for (const id of to) {
        // One frame per member, written to each of their tabs.
        const chunk = frame('message', presentMessage(id, m, 0, 0), e.id);
        for (const s of this.streams.get(id) ?? []) s.write(chunk);
      }
      return;
    }
    if (e.k === 'e') {
      for (const id of e.to)
        for (const s of this.streams.get(id) ?? []) s.write(frame('ended', { conversation_id: e.c }));
      return;
    }
    for (const id of [e.other, e.by])
      for (const s of this.streams.get(id) ?? [])
        s.write(
          frame('receipt', { conversation_id: e.c, up_to: e.up_to, state: e.state, mine: id === e.by }),
        );
  }

  /** Heartbeat, then ends the streams of accounts that were revoked since they opened. */
  private async sweep(): Promise<void> {
    const ids = [...this.streams.keys()];
    for (const set of this.streams.values()) for (const s of set) s.write(': ping\n\n');
    if (!ids.length) return;
    const rows = await queryRows<{
      id: string;
      token_version: number;
      status: string;
      deletion_due_at: unknown;
      erased_at: unknown;
    }>(
      this.ctx.db,
      sql`select id, token_version, status, deletion_due_at, erased_at from users
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const now = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const u = now.get(id);
      for (const s of this.streams.get(id) ?? []) {
        const ok =
          u &&
          u.token_version === s.tokenVersion &&
          mayUseArea(u.status as AccountStatus) &&
          u.deletion_due_at === null &&
          u.erased_at === null;
        if (!ok) {
          s.end();
          this.remove(s);
        }
      }
    }
  }

  /** Runs the revocation sweep now (tests). */
  sweepNow(): Promise<void> {
    return this.sweep();
  }
}

/**
 * The messages of the viewer's conversations after message id `after` (a reconnecting tab's
 * Last-Event-ID), oldest first, at most 500. States are left as 'sent' for the viewer's own: the tab
 * reloads its open conversation's states from the history answer.
 */
export async function catchUp(
  ctx: AppContext,
  me: string,
  after: number,
): Promise<ReturnType<typeof presentMessage>[]> {
  const rows = await queryRows<MessageRow>(
    ctx.db,
    sql`select m.id, m.conversation_id, m.sender_id, m.body, m.created_at
        from messages m join conversations cv on cv.id = m.conversation_id
        where (cv.member_a = ${me} or cv.member_b = ${me}) and m.id > ${after}
        order by m.id limit 500`,
  );
  return rows.map((m) => presentMessage(me, m, 0, 0));
}
