import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSettings } from '../../../shared/policies/push';
import type { PushState } from '../../../shared/schemas/push';
import { api, apiGet, apiPost, apiPut } from '../../api/client';

/** Query key of the member's push state (docs/installable-app.md#push). */
export const pushKeys = { state: ['push'] as const };

/** GET /api/user/push: whether push is offered, the VAPID public key, the member's switches. */
export function usePushState() {
  return useQuery({
    queryKey: pushKeys.state,
    queryFn: ({ signal }) => apiGet<{ push: PushState }>('/api/user/push', signal).then((r) => r.push),
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/user/push/settings: changes some switches; the cached state takes the answer. */
export function useSavePushSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<PushSettings>) =>
      apiPut<{ message: string; settings: PushSettings }>('/api/user/push/settings', change),
    onSuccess: (r) =>
      qc.setQueryData<PushState>(pushKeys.state, (old) => (old ? { ...old, settings: r.settings } : old)),
  });
}

/** True when this browser can receive Web Push (a service worker, PushManager and notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** The service worker registration (UpdatePrompt registers /sw.js; registered here if it has not yet). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This device's current push subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this device: asks the browser's permission, subscribes with the server's VAPID key
 * and stores the subscription (POST /api/user/push/subscriptions). Output: 'on', or 'blocked' when the
 * member (or the browser) said no. Throws when the browser or the server fails.
 */
export async function turnOnPush(publicKey: string): Promise<'on' | 'blocked'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const reg = await registration();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = sub.toJSON();
  await apiPost('/api/user/push/subscriptions', { endpoint, keys });
  return 'on';
}

/** Turns push off for this device: forgets it on the server (DELETE), then unsubscribes the browser. */
export async function turnOffPush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await api('/api/user/push/subscriptions', { method: 'DELETE', body: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
}
