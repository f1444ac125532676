import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Message } from '../../../shared/schemas/conversations';
import { apiPost } from '../../api/client';
import { getToken } from '../../auth/session';
import { addToHistory, conversationKeys, endInHistory, type HistoryPage } from './api';

/** The wait before reconnecting after the `n`th failure in a row (ms): 1 s doubling to 30 s, with jitter. */
export function backoff(n: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(n, 5));
  return base / 2 + Math.random() * (base / 2);
}

/** Splits a text/event-stream buffer into complete events and the rest. */
export function parseEvents(buf: string): {
  events: { event: string; id?: string; data: string }[];
  rest: string;
} {
  const events: { event: string; id?: string; data: string }[] = [];
  let rest = buf;
  let i = rest.indexOf('\n\n');
  while (i >= 0) {
    const block = rest.slice(0, i);
    rest = rest.slice(i + 2);
    i = rest.indexOf('\n\n');
    const e: { event: string; id?: string; data: string } = { event: 'message', data: '' };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const at = line.indexOf(': ');
      if (at < 0) continue;
      const k = line.slice(0, at);
      const v = line.slice(at + 2);
      if (k === 'event') e.event = v;
      else if (k === 'id') e.id = v;
      else if (k === 'data') e.data += v;
    }
    if (e.data) events.push(e);
  }
  return { events, rest };
}

/**
 * The tab's one event stream (docs/conversations.md#real-time, decision 186), mounted once by the member
 * area: read with fetch so the bearer token goes in a header, never a URL. New messages go into the
 * cached history of their conversation and refresh the list (unread counts); receipts refresh the states;
 * `ended` (decision 190) shows the conversation's ended state without reload.
 * On an end or a failure it reconnects with back-off, sending the last message id seen (Last-Event-ID)
 * so nothing is missed. With `enabled` false (a deletion or consent step due) it opens nothing. Returns whether
 * the stream is connected.
 */
export function useConversationEvents(enabled = true): boolean {
  const qc = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const ac = new AbortController();
    let lastId = 0;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: string, data: string, id?: string) => {
      const body = JSON.parse(data) as Record<string, unknown>;
      if (event === 'ready') {
        void qc.invalidateQueries({ queryKey: conversationKeys.list, exact: true });
        return;
      }
      if (event === 'message') {
        const m = body as unknown as Message;
        if (id) lastId = Math.max(lastId, Number(id));
        // The tab received it: the sender sees "Delivered" (docs/conversations.md "States").
        if (!m.mine)
          void apiPost(`/api/user/conversations/${m.conversation_id}/read`, {
            up_to: m.id,
            state: 'delivered',
          }).catch(() => {});
        qc.setQueryData(
          conversationKeys.history(m.conversation_id),
          (d: InfiniteData<HistoryPage> | undefined) => addToHistory(d, m),
        );
      } else if (event === 'ended') {
        // A block, a deactivation, a hidden profile or a deletion ended it (decision 190): the composer
        // goes at once, then the answer from the server replaces the cached conversation.
        const cid = String(body.conversation_id);
        qc.setQueryData(conversationKeys.history(cid), (d: InfiniteData<HistoryPage> | undefined) =>
          endInHistory(d),
        );
        void qc.invalidateQueries({ queryKey: conversationKeys.history(cid) });
      } else if (event === 'receipt') {
        void qc.invalidateQueries({ queryKey: conversationKeys.history(String(body.conversation_id)) });
      }
      void qc.invalidateQueries({ queryKey: conversationKeys.list, exact: true });
    };
    const connect = async () => {
      const token = getToken();
      if (!token) return;
      try {
        const res = await fetch('/api/user/conversations/events', {
          headers: {
            accept: 'text/event-stream',
            authorization: `Bearer ${token}`,
            ...(lastId ? { 'last-event-id': String(lastId) } : {}),
          },
          signal: ac.signal,
        });
        // Signed out or not allowed: the API client handles that on the next request; no retry loop.
        if (res.status === 401 || res.status === 403) return;
        if (!res.ok || !res.body) throw new Error(String(res.status));
        setConnected(true);
        failures = 0;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buf = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buf + decoder.decode(value, { stream: true }));
          buf = parsed.rest;
          for (const e of parsed.events) onEvent(e.event, e.data, e.id);
        }
      } catch {
        if (ac.signal.aborted) return;
      }
      setConnected(false);
      if (ac.signal.aborted) return;
      timer = setTimeout(() => void connect(), backoff(failures++));
    };
    void connect();
    return () => {
      ac.abort();
      clearTimeout(timer);
    };
  }, [qc, enabled]);
  return connected;
}
