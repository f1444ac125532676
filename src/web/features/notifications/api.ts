import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../shared/schemas/member';
import { apiGet, apiPost } from '../../api/client';

export const notificationKeys = { all: ['user', 'notifications'] as const };

/** Whose bell: the member area's (/api/user) or the staff area's (/api/admin; docs/assisted-service.md#a-relationship-manager). */
export type BellArea = 'user' | 'admin';
const keyOf = (area: BellArea) =>
  area === 'user' ? notificationKeys.all : (['admin', 'notifications'] as const);

export type NotificationPage = { notifications: Notification[]; unread: number; total: number };

/** GET /api/user/notifications: the 10 newest and the unread count, polled every 60 s (docs/member-area.md: the bell). */
export function useNotifications(enabled = true, area: BellArea = 'user') {
  return useQuery({
    queryKey: keyOf(area),
    queryFn: ({ signal }) =>
      apiGet<NotificationPage>(`/api/${area}/notifications?page=1&pageSize=10`, signal),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    staleTime: 20_000,
    enabled,
  });
}

/** POST /api/user/notifications/read {ids?}: marks some (or all, without ids) as read. */
export function useMarkRead(area: BellArea = 'user') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<{ unread: number }>(`/api/${area}/notifications/read`, ids ? { ids } : {}),
    onMutate: (ids) => {
      qc.setQueryData(keyOf(area), (old: NotificationPage | undefined) => {
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
    onSettled: () => qc.invalidateQueries({ queryKey: keyOf(area) }),
  });
}
