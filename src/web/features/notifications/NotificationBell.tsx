/** Placeholder until built: the notification bell with unread count (owned by the profile/photos helper). */
export function NotificationBell() {
  return null;
}
