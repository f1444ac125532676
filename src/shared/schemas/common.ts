import { z } from 'zod';

/** The response envelope every API answer keeps (DESIGN: `{ success, message, ... }`). */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.boolean(), message: z.string(), ...shape });

/** A failure answer: message plus optional field messages. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** A registration number path parameter. */
export const regNoParam = z.object({ registrationNo: z.string().trim().min(1).max(32) });

/** An optional free-text field: trimmed, empty string allowed, bounded. */
export const optText = (max = 100) => z.string().trim().max(max).optional().default('');

/** The paging fields of a list answer: `total` over the whole filtered set, the page asked for and its size. */
export const pagedFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
