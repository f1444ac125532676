import { z } from 'zod';
import { envelope, str } from './common';

/** The member's monthly boost (docs/plan-features.md#profile-boost): GET and POST /api/user/boost. */
export const boostStateSchema = z.object({
  /** The member's plan includes the monthly boost. */
  entitled: z.boolean(),
  /** ISO instant the running boost ends; null when none runs. */
  active_until: str().nullable(),
  /** ISO instant the last boost started; null when never boosted. */
  last_boost_at: str().nullable(),
  /** Profile views received while the last boost ran. */
  last_views: z.number().int(),
  /** ISO instant the next boost may start (now when available); null without the entitlement. */
  next_available_at: str().nullable(),
  abilities: z.object({ boost: z.boolean() }),
});
export type BoostState = z.infer<typeof boostStateSchema>;
export const boostResponseSchema = envelope({ boost: boostStateSchema });

/** A profile boosted now, as staff and promoters see it. */
export const boostedProfileSchema = z.object({
  registration_no: str(),
  name: str(),
  boosted_until: str(),
  views: z.number().int(),
});
export type BoostedProfile = z.infer<typeof boostedProfileSchema>;
export const boostedListResponseSchema = envelope({ profiles: z.array(boostedProfileSchema) });
