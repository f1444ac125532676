/**
 * Priority customer support (SPEC §9 Premium "priority customer support", docs/plan-features.md#priority-support):
 * contact messages, grievances and call-back requests from a member whose plan has the `prioritySupport`
 * entitlement are answered within PRIORITY_RESPONSE_WORKING_HOURS working hours. Working hours are the
 * office hours the Contact page states: Monday to Saturday, 10:00 to 18:00 IST.
 */
export const PRIORITY_RESPONSE_WORKING_HOURS = 4;
const OPEN_HOUR = 10;
const CLOSE_HOUR = 18;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR = 3_600_000;

/** True when the member's effective plan has priority support (null entitlements: staff, visitors). */
export function hasPrioritySupport(entitlements: { prioritySupport: boolean } | null | undefined): boolean {
  return !!entitlements?.prioritySupport;
}

/**
 * When an answer to something received at `from` is due: PRIORITY_RESPONSE_WORKING_HOURS working hours
 * later, counting only Monday to Saturday 10:00 to 18:00 IST (a message on Saturday evening is due on
 * Monday at 14:00 IST).
 */
export function priorityDueAt(from: Date, hours = PRIORITY_RESPONSE_WORKING_HOURS): Date {
  // Walk in "IST wall clock as UTC" so getUTC* read IST fields.
  let t = from.getTime() + IST_OFFSET_MS;
  let left = hours * HOUR;
  for (let guard = 0; left > 0 && guard < 30; guard++) {
    const d = new Date(t);
    const dayStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    const open = dayStart + OPEN_HOUR * HOUR;
    const close = dayStart + CLOSE_HOUR * HOUR;
    if (d.getUTCDay() === 0 || t >= close) {
      t = dayStart + 24 * HOUR + OPEN_HOUR * HOUR;
      continue;
    }
    if (t < open) t = open;
    const step = Math.min(left, close - t);
    t += step;
    left -= step;
  }
  return new Date(t - IST_OFFSET_MS);
}
