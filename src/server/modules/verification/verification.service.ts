import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  badgesOf,
  type IdDocType,
  type IdState,
  mayUploadId,
  mayVerifyMobile,
} from '../../../shared/policies';
import type { myVerificationSchema } from '../../../shared/schemas/verification';
import { idDocuments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { profileMobile } from './mobile.service';

type MyVerification = z.infer<typeof myVerificationSchema>;

/**
 * GET /api/user/verification (docs/verification.md): the member's number, badges, latest ID document
 * (type, last four, state, reason; never the image) and what the member may do next (abilities).
 */
export async function myVerification(ctx: AppContext, userId: string): Promise<MyVerification> {
  const p = await profileMobile(ctx, userId);
  const [doc] = await ctx.db
    .select()
    .from(idDocuments)
    .where(eq(idDocuments.userId, userId))
    .orderBy(desc(idDocuments.createdAt))
    .limit(1);
  const badges = badgesOf(p);
  const state: IdState = badges.id_verified ? 'approved' : ((doc?.status as IdState | undefined) ?? 'none');
  return {
    mobile_no: p.mobileNo,
    badges,
    id: doc
      ? {
          doc_type: doc.docType as IdDocType,
          last_four: doc.lastFour,
          status: doc.status as 'pending' | 'approved' | 'rejected',
          reason: doc.reason,
          created_at: doc.createdAt.toISOString(),
          decided_at: doc.decidedAt?.toISOString() ?? null,
        }
      : null,
    abilities: { verify_mobile: mayVerifyMobile(badges), upload_id: mayUploadId(state) },
  };
}
