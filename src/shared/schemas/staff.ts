import { z } from 'zod';
import { MSG } from '../messages';
import { STAFF_PERMISSIONS } from '../policies/staff';
import { ROLES } from '../roles';
import { line, pagedList, pageQueryFields, str } from './common';

/** Staff permissions as sent by the browser: each known name at most once (decision 130). */
const permissionList = z
  .array(z.enum(STAFF_PERMISSIONS))
  .max(STAFF_PERMISSIONS.length)
  .transform((l) => STAFF_PERMISSIONS.filter((p) => l.includes(p)));

/** POST /api/admin/staff body (decision 130): invite a staff member by email with chosen permissions. */
export const staffInviteSchema = z.object({
  name: line().trim().min(1, { error: MSG.allFieldsRequired }).max(100),
  email: line()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MSG.emailInvalid }))
    .refine((e) => e.length <= 254, { error: MSG.emailInvalid }),
  permissions: permissionList,
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PUT /api/admin/staff/:id body (decision 130): the permissions, and whether the account may sign in. */
export const staffUpdateSchema = z.object({
  permissions: permissionList,
  active: z.boolean(),
});
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;

/** One staff account as staff see it (no password, hash or token ever). */
export const staffRowSchema = z.object({
  id: str(),
  registration_no: str(),
  name: str(),
  email: str(),
  status: str(),
  /** Null for the bootstrap Admin (holds every permission and cannot be changed here). */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)).nullable(),
  password_set: z.boolean(),
  last_login_at: str().nullable(),
  created_at: str(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

export const staffListSchema = pagedList('staff', staffRowSchema);

/** GET /api/admin/staff query: free-text search, paging. */
export const staffListQuery = z.object({
  q: line().trim().max(100).optional().default(''),
  ...pageQueryFields(),
});

/** GET /api/admin/accounts query (resetpass, decision 131): name, email, mobile or registration number. */
export const accountSearchQuery = z.object({
  q: line().trim().max(100).optional().default(''),
  kind: z.enum(['all', 'members', 'promoters']).default('all'),
  sort: z.enum(['created_at', 'name', 'registration_no']).default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields(),
});
export type AccountSearch = z.infer<typeof accountSearchQuery>;

/** One account found by resetpass: who it is, never a password or hash. */
export const accountRowSchema = z.object({
  registration_no: str(),
  name: str(),
  email: str(),
  mobile: str().nullable(),
  role: z.enum(ROLES),
  status: str(),
  must_change_password: z.boolean(),
  created_at: str(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const accountListSchema = pagedList('accounts', accountRowSchema);
