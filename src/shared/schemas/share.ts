import { z } from 'zod';
import { envelope, str } from './common';

/** How long a new share link lives, in days (docs/plan-features.md#share-link). */
export const SHARE_LINK_DAYS = [7, 30] as const;

/** POST /api/user/share-links body. */
export const shareLinkInputSchema = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
});

/** One of the member's share links (the token is never stored, so never listed). */
export const shareLinkSchema = z.object({
  id: str(),
  created_at: str(),
  expires_at: str(),
  revoked_at: str().nullable(),
  /** Open: neither revoked nor expired. */
  active: z.boolean(),
  /** How many times the public page was opened. */
  views: z.number().int(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinksResponseSchema = envelope({
  links: z.array(shareLinkSchema),
  abilities: z.object({ share: z.boolean() }),
});
export const shareLinkCreatedSchema = envelope({ link: shareLinkSchema, url: str() });

/**
 * The public-safe profile a share link shows (docs/plan-features.md#share-link): no surname, no contact
 * details, no address; `photo` only when the member's photo privacy lets everyone see it.
 */
export const sharedProfileSchema = z.object({
  registration_no: str(),
  first_name: str(),
  gender: str(),
  age: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  marital_status: str(),
  religion: str(),
  caste: str(),
  mother_tongue: str(),
  qualification: str(),
  occupation: str(),
  city: str(),
  state: str(),
  about_me: str(),
  /** The page's photo address (the share link's own photo route), or null. */
  photo: str().nullable(),
  expires_at: str(),
});
export type SharedProfile = z.infer<typeof sharedProfileSchema>;
export const sharedProfileResponseSchema = envelope({ profile: sharedProfileSchema });
