import { z } from 'zod';
import { MSG } from '../messages';
import { envelope, line, str } from './common';
import { memberFiltersSchema } from './members';

/**
 * Saved searches and the new-match mails (decision 202, docs/member-area.md#saved-searches): a member keeps
 * up to SAVED_SEARCH_MAX searches (the search page's criteria) and chooses a daily or weekly mail of the
 * members newly matching one, or MyMatches.
 */

export const MAIL_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

export const SAVED_SEARCH_NAME_MAX = 60;

const name = line()
  .trim()
  .min(1, { error: MSG.savedSearchNameRequired })
  .max(SAVED_SEARCH_NAME_MAX, {
    error: MSG.tooManyCharacters.replace('{max}', String(SAVED_SEARCH_NAME_MAX)),
  });

/**
 * The criteria kept: the search page's filters as memberFiltersSchema validates them, without paging and without
 * an exact registration number (a saved search finds members, not one member).
 */
export const savedFiltersSchema = z.preprocess((v) => {
  if (!v || typeof v !== 'object') return v;
  const { page: _p, pageSize: _s, ...rest } = v as Record<string, unknown>;
  return rest;
}, memberFiltersSchema);
export type SavedFilters = z.infer<typeof savedFiltersSchema>;

/** POST /api/user/saved-searches. */
export const createSavedSearchSchema = z.object({
  name,
  filters: savedFiltersSchema,
  frequency: z.enum(MAIL_FREQUENCIES).default('none'),
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

/** PATCH /api/user/saved-searches/:id: rename and/or change the mail frequency. */
export const updateSavedSearchSchema = z
  .object({ name: name.optional(), frequency: z.enum(MAIL_FREQUENCIES).optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { error: MSG.savedSearchNameRequired });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

export const savedSearchIdParam = z.object({ id: z.uuid({ error: MSG.savedSearchNotFound }) });

/** The filters as the search page's query string takes them (only set criteria; default sort left out). */
export const savedSearchSchema = z.object({
  id: str(),
  name: str(),
  filters: z.record(z.string(), z.unknown()),
  frequency: z.enum(MAIL_FREQUENCIES),
  created_at: str(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = envelope({
  searches: z.array(savedSearchSchema),
  /** SAVED_SEARCH_MAX, so the page says how many are left. */
  max: z.number().int(),
  /** The MyMatches mail choice (the settings page shows and changes it). */
  matches_mail: z.enum(MAIL_FREQUENCIES),
});
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

export const savedSearchResponseSchema = envelope({ search: savedSearchSchema });

/** PUT /api/user/matches-mail. */
export const matchesMailSchema = z.object({ frequency: z.enum(MAIL_FREQUENCIES) });
export const matchesMailResponseSchema = envelope({ matches_mail: z.enum(MAIL_FREQUENCIES) });

/** POST /api/mail/unsubscribe: the signed token of a new-match mail's link (no sign-in). */
export const mailUnsubscribeSchema = z.object({ token: line().max(300) });
