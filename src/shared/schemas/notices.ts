import { z } from 'zod';
import { MSG } from '../messages';
import { NOTICE_AUDIENCES } from '../policies/notices';
import { line, multiline, pagedList, pageQueryFields, str } from './common';

/**
 * POST /api/admin/notices body (decision 132): English title and text (required), Kannada beside them
 * (optional; members reading Kannada see it when given), audience, the window as IST dates (from the
 * start of `from` to the end of `to`), and whether to email the recipients too.
 */
export const noticeInputSchema = z
  .object({
    title_en: line().trim().min(1, { error: MSG.allFieldsRequired }).max(120),
    body_en: multiline().trim().min(1, { error: MSG.allFieldsRequired }).max(2000),
    title_kn: line().trim().max(120).optional().default(''),
    body_kn: multiline().trim().max(2000).optional().default(''),
    audience: z.enum(NOTICE_AUDIENCES),
    registration_no: line().trim().max(32).optional().default(''),
    from: z.iso.date({ error: MSG.dateLike }),
    to: z.iso.date({ error: MSG.dateLike }),
    email: z.boolean().default(false),
  })
  .refine((v) => v.audience !== 'account' || v.registration_no.length > 0, {
    path: ['registration_no'],
    error: MSG.regNoRequired,
  })
  .refine((v) => v.to >= v.from, { path: ['to'], error: MSG.noticeWindow });
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** One notice as staff see it, with the email progress. */
export const staffNoticeSchema = z.object({
  id: str(),
  title_en: str(),
  body_en: str(),
  title_kn: str(),
  body_kn: str(),
  audience: z.enum(NOTICE_AUDIENCES),
  registration_no: str().nullable(),
  from: str(),
  to: str(),
  open: z.boolean(),
  recipients: z.number().int(),
  email: z.boolean(),
  email_total: z.number().int(),
  email_queued: z.number().int(),
  created_at: str(),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;

export const staffNoticeListSchema = pagedList('notices', staffNoticeSchema);

export const noticeListQuery = z.object({
  state: z.enum(['all', 'open', 'upcoming', 'closed']).default('all'),
  ...pageQueryFields(),
});

/** A notice as its recipient sees it (the banner), in the reader's language. */
export const openNoticeSchema = z.object({ id: str(), title: str(), body: str() });
export type OpenNotice = z.infer<typeof openNoticeSchema>;
