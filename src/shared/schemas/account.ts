import { z } from 'zod';
import { MSG } from '../messages';
import { line } from './common';

/**
 * Change password (docs/first-impressions.md#details-members-notice): the current password, the new one twice. The new one follows the
 * registration rule (8-128 characters) and must differ from the current one.
 */
export const changePasswordSchema = z
  .object({
    current_password: line({ error: MSG.currentPasswordRequired })
      .min(1, { error: MSG.currentPasswordRequired })
      .max(128),
    new_password: line({ error: MSG.passwordTooShort })
      .min(8, { error: MSG.passwordTooShort })
      .max(128, { error: MSG.passwordTooLong }),
    confirm_password: line({ error: MSG.passwordsMismatch }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: MSG.passwordsMismatch,
    path: ['confirm_password'],
  })
  .refine((v) => v.new_password !== v.current_password, {
    error: MSG.passwordSame,
    path: ['new_password'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
