import { z } from 'zod';
import { CALL_LANGUAGES, CALL_TIMES, NOTE_KINDS, REQUEST_STATUSES } from '../policies/assisted';
import { envelope, line, multiline, optMultiline, optText, pagedList, pageQueryFields, str } from './common';
import { memberCardSchema } from './members';

/** The assisted service's request and answer shapes (docs/assisted-service.md). Money in paise. */

/** GET /api/assisted/offer: the on-request plan and its price range. */
export const assistedOfferSchema = envelope({
  offer: z.object({
    plan: str(),
    name: str(),
    duration_months: z.number().int(),
    min_paise: z.number().int(),
    max_paise: z.number().int(),
    features: z.array(str()),
  }),
});

/** POST /api/user/assisted/request: a call-back request. */
export const assistRequestInput = z.object({
  preferred_time: z.enum(CALL_TIMES),
  language: z.enum(CALL_LANGUAGES),
  note: optMultiline(500),
});

export const assistRequestSchema = z.object({
  id: str(),
  status: z.enum(REQUEST_STATUSES),
  preferred_time: z.enum(CALL_TIMES),
  language: z.enum(CALL_LANGUAGES),
  note: str(),
  agreed_price_paise: z.number().int().nullable(),
  created_at: str(),
  /** Priority support (docs/plan-features.md#priority-support): a call back due by then; null: not priority. */
  priority_due_at: str().nullable().default(null),
});
export type AssistRequest = z.infer<typeof assistRequestSchema>;

export const managerContactSchema = z.object({
  name: str(),
  working_hours: str(),
  phone: str(),
  email: str(),
});

export const suggestionSchema = z.object({
  id: str(),
  status: z.enum(['suggested', 'approved', 'declined']),
  note: str(),
  decline_reason: str(),
  created_at: str(),
  member: memberCardSchema.nullable(),
  /** mayAnswerSuggestion: the member may approve or decline it now. */
  may_answer: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  action: str(),
  registration_no: str(),
  created_at: str(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/user/assisted: the member's side of the service. */
export const memberAssistedSchema = envelope({
  request: assistRequestSchema.nullable(),
  manager: managerContactSchema.nullable(),
  may_send_interests: z.boolean(),
  suggestions: z.array(suggestionSchema),
  activity: z.array(activitySchema),
  /** memberAssistedAbilities (src/shared/policies/assisted.ts): what the panel offers. */
  abilities: z.object({
    request: z.boolean(),
    awaiting_call: z.boolean(),
    pay: z.boolean(),
    assisted: z.boolean(),
  }),
});
export type MemberAssisted = z.infer<typeof memberAssistedSchema>;

export const assistSettingsInput = z.object({ may_send_interests: z.boolean() });
export const declineInput = z.object({ reason: optMultiline(300) });

/** Staff queue row (GET /api/admin/assisted/requests). */
export const staffRequestSchema = assistRequestSchema.extend({
  registration_no: str(),
  name: str(),
  role: str(),
  mobile: str(),
  referred_by: str().nullable(),
  /** requestActions (src/shared/policies/assisted.ts): what staff may do with it now. */
  actions: z.object({ price: z.boolean(), record: z.boolean(), close: z.boolean() }),
});
export const staffRequestListSchema = pagedList('requests', staffRequestSchema, {
  min_paise: z.number().int(),
  max_paise: z.number().int(),
});
export const requestListQuery = z.object({
  status: z.enum(REQUEST_STATUSES).default('pending'),
  ...pageQueryFields(),
});
export const priceInput = z.object({ amount_paise: z.number().int() });
export const offlineInput = z.object({
  mode: z.enum(['cash', 'upi', 'cheque', 'bank_transfer']),
  paid_on: line()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  reference: optText(100),
});

/** Relationship managers and their workload. */
export const managerRowSchema = z.object({ id: str(), name: str(), email: str(), members: z.number().int() });
export const assistedMemberRowSchema = z.object({
  registration_no: str(),
  name: str(),
  plan_expires_at: str().nullable(),
  manager_id: str().nullable(),
  manager_name: str().nullable(),
});
export const assignmentsSchema = envelope({
  managers: z.array(managerRowSchema),
  members: z.array(assistedMemberRowSchema),
});
export const assignInput = z.object({ manager_id: z.uuid().nullable() });

export const managerProfileInput = z.object({ working_hours: optText(100), phone: optText(20) });

/** The manager's workspace. */
export const noteSchema = z.object({
  id: str(),
  kind: z.enum(NOTE_KINDS),
  body: str(),
  follow_up_on: str().nullable(),
  follow_up_done: z.boolean(),
  author: str(),
  created_at: str(),
});
export const noteInput = z.object({
  kind: z.enum(NOTE_KINDS),
  note: multiline().trim().min(1).max(2000),
  follow_up_on: line()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional()
    .default(null),
});
export const dueSchema = z.object({
  note_id: str(),
  registration_no: str(),
  name: str(),
  follow_up_on: str(),
  body: str(),
});
export const myMembersSchema = envelope({
  members: z.array(
    z.object({
      registration_no: str(),
      name: str(),
      may_send_interests: z.boolean(),
      pending_suggestions: z.number().int(),
    }),
  ),
  due: z.array(dueSchema),
});
export const candidateSchema = z.object({
  id: str(),
  status: z.enum(['shortlisted', 'suggested', 'approved', 'declined']),
  note: str(),
  decline_reason: str(),
  created_at: str(),
  registration_no: str(),
  name: str(),
});
export const workspaceMemberSchema = envelope({
  member: z.object({
    registration_no: str(),
    name: str(),
    gender: str(),
    date_of_birth: str(),
    city: str(),
    state: str(),
    religion: str(),
    caste: str(),
    mother_tongue: str(),
    qualification: str(),
    occupation: str(),
    income_band: str(),
    height_cm: z.number().int().nullable(),
    about_me: str(),
    may_send_interests: z.boolean(),
  }),
  preferences: z.object({
    age_min: z.number().int(),
    age_max: z.number().int(),
    marital_statuses: z.array(str()),
    castes: z.array(str()),
    mother_tongues: z.array(str()),
    qualifications: z.array(str()),
    occupations: z.array(str()),
    states: z.array(str()),
    cities: z.array(str()),
  }),
  notes: z.array(noteSchema),
  candidates: z.array(candidateSchema),
});
export const candidateInput = z.object({
  registration_no: line().trim().min(1).max(32),
  note: optMultiline(500),
});
export const managerInterestInput = z.object({
  registration_no: line().trim().min(1).max(32),
  message: optMultiline(500),
});
