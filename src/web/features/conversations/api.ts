import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Conversation, Message, NotificationSettings } from '../../../shared/schemas/conversations';
import { apiGet, apiPost, apiPut } from '../../api/client';

/** Query keys of conversations (docs/conversations.md). */
export const conversationKeys = {
  list: ['user', 'conversations'] as const,
  history: (id: string) => ['user', 'conversations', id] as const,
};

export type ConversationList = { conversations: Conversation[]; unread_total: number };
export type HistoryPage = { conversation: Conversation; messages: Message[]; older: boolean };

/**
 * GET /api/user/conversations: the list with latest messages and unread counts (kept fresh by the event stream).
 * `enabled` false asks nothing: the member layout waits while a deletion or consent step is due, since the server
 * answers 403 then and the API client would sign the member out (docs/data-rights.md).
 */
export function useConversations(enabled = true) {
  return useQuery({
    enabled,
    queryKey: conversationKeys.list,
    queryFn: ({ signal }) => apiGet<ConversationList>('/api/user/conversations', signal),
    staleTime: 30_000,
  });
}

/** GET /api/user/conversations/:id/messages: pages newest first; `fetchNextPage` pages back by id. */
export function useHistory(id: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.history(id),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiGet<HistoryPage>(
        `/api/user/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ''}`,
        signal,
      ),
    getNextPageParam: (last) => (last.older && last.messages.length ? last.messages[0].id : undefined),
  });
}

/** The messages of a loaded history, oldest first, without duplicates. */
export function historyMessages(data: InfiniteData<HistoryPage> | undefined): Message[] {
  const seen = new Map<number, Message>();
  for (const p of [...(data?.pages ?? [])].reverse()) for (const m of p.messages) seen.set(m.id, m);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** Adds `m` to the newest page of its conversation's cached history (the event stream and the sender). */
export function addToHistory(
  data: InfiniteData<HistoryPage> | undefined,
  m: Message,
): InfiniteData<HistoryPage> | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((p) => p.messages.some((x) => x.id === m.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, messages: [...first.messages, m] }, ...rest] };
}

/**
 * A cached history whose conversation ended (the event stream's `ended`, decision 190): the pages keep
 * their messages; the conversation answers 'ended' with no member and no composer until the server's
 * answer (which may say 'deleted') replaces it.
 */
export function endInHistory(
  data: InfiniteData<HistoryPage> | undefined,
): InfiniteData<HistoryPage> | undefined {
  if (!data?.pages.length) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      conversation: {
        ...p.conversation,
        status: p.conversation.status === 'open' ? 'ended' : p.conversation.status,
        member: null,
        abilities: { ...p.conversation.abilities, send: false, send_refusal: 'ended' },
      },
    })),
  };
}

/** POST /api/user/conversations: the conversation with a member (created when missing). */
export function useOpenConversation() {
  return useMutation({
    mutationFn: (registrationNo: string) =>
      apiPost<{ conversation: Conversation }>('/api/user/conversations', { registration_no: registrationNo }),
  });
}

/** POST /api/user/conversations/:id/messages. */
export function useSendMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiPost<{ sent: Message }>(`/api/user/conversations/${id}/messages`, { message }),
    onSuccess: ({ sent }) => {
      qc.setQueryData(conversationKeys.history(id), (d: InfiniteData<HistoryPage> | undefined) =>
        addToHistory(d, sent),
      );
      void qc.invalidateQueries({ queryKey: conversationKeys.list, exact: true });
    },
  });
}

/** POST /api/user/conversations/:id/read: the viewer read up to a message id. */
export function useMarkRead(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      apiPost<{ unread_total: number }>(`/api/user/conversations/${id}/read`, { up_to: upTo }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: conversationKeys.list, exact: true }),
  });
}

/** POST /api/user/messages/:id/report. */
export function useReportMessage() {
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      apiPost<{ message: string }>(`/api/user/messages/${v.id}/report`, { reason: v.reason }),
  });
}

const settingsKey = ['user', 'notification-settings'] as const;

/** GET /api/user/notification-settings: whether the member gets the email digest of unread messages. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiGet<{ settings: NotificationSettings }>('/api/user/notification-settings', signal),
  });
}

/** PUT /api/user/notification-settings: turns the digest on or off; the cache takes the stored answer. */
export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiPut<{ message: string; settings: NotificationSettings }>('/api/user/notification-settings', body),
    onSuccess: (r) => qc.setQueryData(settingsKey, { settings: r.settings }),
  });
}
