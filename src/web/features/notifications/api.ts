import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../shared/schemas/member';
import { apiGet, apiPost } from '../../api/client';

export const notificationKeys = { all: ['user', 'notifications'] as const };

export type NotificationPage = { notifications: Notification[]; unread: number; total: number };

/** GET /api/user/notifications: the 10 newest and the unread count, polled every 60 s (docs/member-area.md: the bell). */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => apiGet<NotificationPage>('/api/user/notifications?page=1&pageSize=10', signal),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    staleTime: 20_000,
    enabled,
  });
}

/** POST /api/user/notifications/read {ids?}: marks some (or all, without ids) as read. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<{ unread: number }>('/api/user/notifications/read', ids ? { ids } : {}),
    onMutate: (ids) => {
      qc.setQueryData(notificationKeys.all, (old: NotificationPage | undefined) => {
        if (!old) return old;
        const hit = (n: Notification) => !ids || ids.includes(n.id);
        const newlyRead = old.notifications.filter((n) => hit(n) && !n.read).length;
        return {
          ...old,
          unread: ids ? Math.max(0, old.unread - newlyRead) : 0,
          notifications: old.notifications.map((n) => (hit(n) ? { ...n, read: true } : n)),
        };
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
