import { z } from 'zod';
import { str } from './common';
import { fileQueueMemberSchema, fileQueuePaging } from './file-queue';

/**
 * The horoscope chart (docs/horoscope.md#chart): one PDF or image per member, moderated like photos and
 * opened through a link signed for one viewer that expires (decision 006).
 */

/** What a chart file is: a PDF kept as uploaded, or an image re-encoded without metadata. */
export const CHART_KINDS = ['pdf', 'image'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** A chart's moderation state, the photos' states (docs/member-area.md#photos). */
export const CHART_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChartStatus = (typeof CHART_STATUSES)[number];

/** A chart as a viewer may open it: its state (the owner and staff see pending and rejected ones too). */
export const horoscopeChartSchema = z.object({
  id: str(),
  kind: z.enum(CHART_KINDS),
  status: z.enum(CHART_STATUSES),
  reason: str().nullable(),
  created_at: str(),
  /** Signed for the viewer; expires in 15 to 20 minutes. */
  url: str(),
});
export type HoroscopeChart = z.infer<typeof horoscopeChartSchema>;

/** GET /api/admin/horoscope-charts query: the same states and paging as the photo queue. */
export const adminChartListQuery = z.object({
  status: z.enum(CHART_STATUSES).default('pending'),
  ...fileQueuePaging,
});

/** One chart in the staff queue, with its member. */
export const adminChartSchema = horoscopeChartSchema.extend({
  reviewed_at: str().nullable(),
  member: fileQueueMemberSchema,
});
export type AdminChart = z.infer<typeof adminChartSchema>;
