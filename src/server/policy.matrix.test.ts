import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetsNeed, STAFF_PERMISSIONS, STAFF_ROUTES, type StaffPermission } from '../shared/policies';
import type { Role } from '../shared/roles';
import { createTestApp, TEST_DB } from './test/app';
import { bearer, type Made, makePromoter, makeStaff, makeUser } from './test/factories';
import { appPerFile } from './test/setup';

/**
 * The policy matrix (docs/architecture.md#how-a-member-request-flows): ONE table of every API route × actor kind → the status code the actor
 * gets. A 2xx or a "not found"/"payment required" after the guard means the actor was let through; 401
 * and 403 mean refused. Requests are harmless (unknown ids, empty or invalid bodies) so every actor can
 * run the whole table. Runs on PGlite and PostgreSQL.
 */

const KINDS = [
  'anon',
  'pending',
  'inactive',
  'Free',
  'Silver',
  'Premium',
  'Assist',
  'promoter',
  'Admin',
] as const;
type Kind = (typeof KINDS)[number];

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Columns in KINDS order. */
const row = (...codes: number[]) =>
  Object.fromEntries(KINDS.map((k, i) => [k, codes[i]])) as Record<Kind, number>;
//                 anon pend inac Free Silv Prem Asst prom Admin
const PUBLIC = row(200, 200, 200, 200, 200, 200, 200, 200, 200);
const SIGNED_IN = row(401, 200, 200, 200, 200, 200, 200, 200, 200);
const MEMBER = row(401, 403, 403, 200, 200, 200, 200, 403, 403);
const ADMIN = row(401, 403, 403, 403, 403, 403, 403, 403, 200);
const ADMIN_404 = row(401, 403, 403, 403, 403, 403, 403, 403, 404);
const MEMBER_404 = row(401, 403, 403, 404, 404, 404, 404, 403, 403);
const PAY_404 = row(401, 404, 404, 404, 404, 404, 404, 403, 403);
const MEMBER_400 = row(401, 403, 403, 400, 400, 400, 400, 403, 403);
const PROMOTER = row(401, 403, 403, 403, 403, 403, 403, 200, 403);
const PROMOTER_400 = row(401, 403, 403, 403, 403, 403, 403, 400, 403);

type Ctx = { target: string; pendingTarget: string };

/** A valid new promoter (only the Admin's request creates it; it runs once). */
const PROMOTER_BODY = {
  name: 'Matrix Promoter',
  email: 'matrix.promoter@example.com',
  mobile: '9000000001',
  promoter_type: 'Agent',
  promo_code: 'MATRIX01',
  registered_on: '2026-01-01',
};

/** THE table: route, request, who gets what. */
const TABLE: { route: string; req: (c: Ctx) => InjectOptions; expect: Record<Kind, number> }[] = [
  { route: 'GET /api/health', req: () => ({ url: '/api/health' }), expect: PUBLIC },
  { route: 'GET /api/site', req: () => ({ url: '/api/site' }), expect: PUBLIC },
  { route: 'GET /api/plans', req: () => ({ url: '/api/plans' }), expect: PUBLIC },
  {
    route: 'POST /api/auth/signup (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/signup', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/auth/login (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/auth/reset-password (invalid body)',
    req: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  { route: 'GET /api/auth/me', req: () => ({ url: '/api/auth/me' }), expect: SIGNED_IN },
  { route: 'GET /api/auth/dashboardstats', req: () => ({ url: '/api/auth/dashboardstats' }), expect: ADMIN },
  { route: 'GET /api/admin/pending-work', req: () => ({ url: '/api/admin/pending-work' }), expect: ADMIN },
  {
    route: 'GET /api/auth/recentregisters',
    req: () => ({ url: '/api/auth/recentregisters' }),
    expect: PUBLIC,
  },
  { route: 'GET /api/docs', req: () => ({ url: '/api/docs' }), expect: PUBLIC },
  { route: 'GET /api/admin/users', req: () => ({ url: '/api/admin/users' }), expect: ADMIN },
  {
    route: 'PATCH /api/admin/users/:registrationNo',
    req: (c) => ({
      method: 'PATCH',
      url: `/api/admin/users/${c.pendingTarget}`,
      payload: { status: 'active', reason: '' },
    }),
    expect: ADMIN,
  },
  { route: 'GET /api/admin/photos', req: () => ({ url: '/api/admin/photos' }), expect: ADMIN },
  {
    route: 'PATCH /api/admin/photos/:id',
    req: () => ({ method: 'PATCH', url: `/api/admin/photos/${NO_ID}`, payload: { status: 'approved' } }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/profile-changes',
    req: () => ({ url: '/api/admin/profile-changes' }),
    expect: ADMIN,
  },
  {
    route: 'PATCH /api/admin/profile-changes/:id',
    req: () => ({
      method: 'PATCH',
      url: `/api/admin/profile-changes/${NO_ID}`,
      payload: { status: 'approved' },
    }),
    expect: ADMIN_404,
  },
  // Promoters (decision 022): promoters. Staff manage them; a promoter reaches only their own area.
  { route: 'GET /api/admin/promoters', req: () => ({ url: '/api/admin/promoters' }), expect: ADMIN },
  {
    route: 'POST /api/admin/promoters',
    req: () => ({ method: 'POST', url: '/api/admin/promoters', payload: PROMOTER_BODY }),
    expect: ADMIN,
  },
  {
    route: 'PUT /api/admin/promoters/:id',
    req: () => ({ method: 'PUT', url: `/api/admin/promoters/${NO_ID}`, payload: PROMOTER_BODY }),
    expect: ADMIN_404,
  },
  {
    route: 'PATCH /api/admin/promoters/:id/status',
    req: () => ({
      method: 'PATCH',
      url: `/api/admin/promoters/${NO_ID}/status`,
      payload: { active: false, reason: 'Left' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/auth/set-password (invalid link)',
    req: () => ({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'not-a-real-token', password: 'long-enough-1' },
    }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  { route: 'GET /api/promoter/dashboard', req: () => ({ url: '/api/promoter/dashboard' }), expect: PROMOTER },
  {
    route: 'GET /api/promoter/team-users',
    req: () => ({ url: '/api/promoter/team-users' }),
    expect: PROMOTER,
  },
  // Commissions and payouts, staff side: commissions, payouts, promoter reports (docs/decisions/030).
  { route: 'GET /api/admin/commissions', req: () => ({ url: '/api/admin/commissions' }), expect: ADMIN },
  {
    route: 'GET /api/admin/commissions.csv',
    req: () => ({ url: '/api/admin/commissions.csv' }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/commissions/approve',
    req: () => ({ method: 'POST', url: '/api/admin/commissions/approve', payload: { ids: [999999999] } }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/commissions/:id/reverse',
    req: () => ({
      method: 'POST',
      url: '/api/admin/commissions/999999999/reverse',
      payload: { reason: 'Matrix check' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/promoters/:id/payable',
    req: () => ({ url: `/api/admin/promoters/${NO_ID}/payable` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/promoters/:id/set-password-link',
    req: () => ({ method: 'POST', url: `/api/admin/promoters/${NO_ID}/set-password-link` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/payouts',
    req: () => ({
      method: 'POST',
      url: '/api/admin/payouts',
      payload: { promoter_id: NO_ID, commission_ids: [1], mode: 'upi', paid_on: '2026-11-20' },
    }),
    expect: ADMIN_404,
  },
  { route: 'GET /api/admin/payouts', req: () => ({ url: '/api/admin/payouts' }), expect: ADMIN },
  {
    route: 'GET /api/admin/payouts/:id/voucher',
    req: () => ({ url: `/api/admin/payouts/${NO_ID}/voucher` }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/promoter-referrals',
    req: () => ({ url: '/api/admin/promoter-referrals' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/promoter-referrals.csv',
    req: () => ({ url: '/api/admin/promoter-referrals.csv' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/promoter-figures',
    req: () => ({ url: '/api/admin/promoter-figures' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/promoter-figures.csv',
    req: () => ({ url: '/api/admin/promoter-figures.csv' }),
    expect: ADMIN,
  },
  { route: 'GET /api/promoter/earnings', req: () => ({ url: '/api/promoter/earnings' }), expect: PROMOTER },
  { route: 'GET /api/promoter/payouts', req: () => ({ url: '/api/promoter/payouts' }), expect: PROMOTER },
  {
    // Another promoter's payout answers like an unknown one (404).
    route: 'GET /api/promoter/payouts/:id/voucher',
    req: () => ({ url: `/api/promoter/payouts/${NO_ID}/voucher` }),
    expect: row(401, 403, 403, 403, 403, 403, 403, 404, 403),
  },
  { route: 'GET /api/user/dashboard', req: () => ({ url: '/api/user/dashboard' }), expect: MEMBER },
  { route: 'GET /api/user/plan', req: () => ({ url: '/api/user/plan' }), expect: MEMBER },
  { route: 'GET /api/user/me', req: () => ({ url: '/api/user/me' }), expect: MEMBER },
  {
    route: 'PUT /api/user/profile',
    req: () => ({ method: 'PUT', url: '/api/user/profile', payload: {} }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/preferences', req: () => ({ url: '/api/user/preferences' }), expect: MEMBER },
  {
    route: 'PUT /api/user/preferences',
    req: () => ({ method: 'PUT', url: '/api/user/preferences', payload: { age_min: 21, age_max: 35 } }),
    expect: MEMBER,
  },
  {
    route: 'PUT /api/user/privacy',
    req: () => ({
      method: 'PUT',
      url: '/api/user/privacy',
      payload: { photo_privacy: 'members', hidden: false },
    }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/photos (no file)',
    req: () => ({ method: 'POST', url: '/api/user/photos' }),
    expect: MEMBER_400,
  },
  { route: 'GET /api/user/photos', req: () => ({ url: '/api/user/photos' }), expect: MEMBER },
  {
    route: 'DELETE /api/user/photos/:id',
    req: () => ({ method: 'DELETE', url: `/api/user/photos/${NO_ID}` }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/photos/:id/primary',
    req: () => ({ method: 'POST', url: `/api/user/photos/${NO_ID}/primary` }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/media/:photoId/:variant (bad signature)',
    req: () => ({ url: `/api/media/${NO_ID}/thumb?u=${NO_ID}&e=1&s=x` }),
    expect: row(403, 403, 403, 403, 403, 403, 403, 403, 403),
  },
  // The horoscope chart (docs/horoscope.md#chart): the member's own, the staff queue, the signed link.
  {
    route: 'GET /api/user/horoscope-chart',
    req: () => ({ url: '/api/user/horoscope-chart' }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/horoscope-chart (no file)',
    req: () => ({ method: 'POST', url: '/api/user/horoscope-chart' }),
    expect: MEMBER_400,
  },
  {
    route: 'DELETE /api/user/horoscope-chart (none)',
    req: () => ({ method: 'DELETE', url: '/api/user/horoscope-chart' }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/admin/horoscope-charts',
    req: () => ({ url: '/api/admin/horoscope-charts' }),
    expect: ADMIN,
  },
  {
    route: 'PATCH /api/admin/horoscope-charts/:id',
    req: () => ({
      method: 'PATCH',
      url: `/api/admin/horoscope-charts/${NO_ID}`,
      payload: { status: 'approved' },
    }),
    expect: ADMIN_404,
  },
  // trust badges (docs/verification.md): every member plan may verify; the queue needs `verification`
  { route: 'GET /api/user/verification', req: () => ({ url: '/api/user/verification' }), expect: MEMBER },
  {
    // The test members share one mobile number: the first SMS goes, the others wait a minute (429).
    route: 'POST /api/user/verification/mobile',
    req: () => ({ method: 'POST', url: '/api/user/verification/mobile' }),
    expect: row(401, 403, 403, 200, 429, 429, 429, 403, 403),
  },
  {
    route: 'POST /api/user/verification/mobile/confirm',
    req: () => ({ method: 'POST', url: '/api/user/verification/mobile/confirm', payload: { otp: '' } }),
    expect: MEMBER_400,
  },
  {
    route: 'POST /api/user/verification/id',
    req: () => ({ method: 'POST', url: '/api/user/verification/id', payload: {} }),
    expect: MEMBER_400,
  },
  { route: 'GET /api/admin/id-documents', req: () => ({ url: '/api/admin/id-documents' }), expect: ADMIN },
  {
    route: 'POST /api/admin/id-documents/:id/decision',
    req: () => ({
      method: 'POST',
      url: `/api/admin/id-documents/${NO_ID}/decision`,
      payload: { decision: 'approve' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/horoscope-charts/:chartId (bad signature)',
    req: () => ({ url: `/api/horoscope-charts/${NO_ID}?u=${NO_ID}&e=1&s=x` }),
    expect: row(403, 403, 403, 403, 403, 403, 403, 403, 403),
  },
  {
    route: 'GET /api/id-documents/:id/image (bad signature)',
    req: () => ({ url: `/api/id-documents/${NO_ID}/image?u=${NO_ID}&e=1&s=x` }),
    expect: row(403, 403, 403, 403, 403, 403, 403, 403, 403),
  },
  { route: 'GET /api/user/notifications', req: () => ({ url: '/api/user/notifications' }), expect: MEMBER },
  {
    route: 'POST /api/user/notifications/read',
    req: () => ({ method: 'POST', url: '/api/user/notifications/read', payload: {} }),
    expect: MEMBER,
  },
  // Web Push (decision 201): members only; without VAPID keys (as here) a device cannot subscribe (404)
  { route: 'GET /api/user/push', req: () => ({ url: '/api/user/push' }), expect: MEMBER },
  {
    route: 'POST /api/user/push/subscriptions (push not configured)',
    req: () => ({
      method: 'POST',
      url: '/api/user/push/subscriptions',
      payload: { endpoint: 'https://push.example.com/matrix', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
    }),
    expect: MEMBER_404,
  },
  {
    route: 'DELETE /api/user/push/subscriptions',
    req: () => ({
      method: 'DELETE',
      url: '/api/user/push/subscriptions',
      payload: { endpoint: 'https://push.example.com/matrix' },
    }),
    expect: MEMBER,
  },
  {
    route: 'PUT /api/user/push/settings',
    req: () => ({ method: 'PUT', url: '/api/user/push/settings', payload: { message_received: true } }),
    expect: MEMBER,
  },
  // the staff area's bell (docs/assisted-service.md#a-relationship-manager): a staff account's own rows
  { route: 'GET /api/admin/notifications', req: () => ({ url: '/api/admin/notifications' }), expect: ADMIN },
  {
    route: 'POST /api/admin/notifications/read',
    req: () => ({ method: 'POST', url: '/api/admin/notifications/read', payload: {} }),
    expect: ADMIN,
  },
  { route: 'GET /api/user/matches', req: () => ({ url: '/api/user/matches' }), expect: MEMBER },
  {
    route: 'GET /api/user/matches/:registrationNo/explanation',
    req: (c) => ({ url: `/api/user/matches/${c.target}/explanation` }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/members', req: () => ({ url: '/api/user/members' }), expect: MEMBER },
  // The monthly profile boost (docs/plan-features.md#profile-boost): a plan refusal (402) below Premium.
  { route: 'GET /api/user/boost', req: () => ({ url: '/api/user/boost' }), expect: MEMBER },
  {
    route: 'POST /api/user/boost',
    req: () => ({ method: 'POST', url: '/api/user/boost' }),
    expect: row(401, 403, 403, 402, 402, 200, 200, 403, 403),
  },
  // Sharing the profile (docs/plan-features.md#share-link): Silver and up; the public page answers 404 for an unknown token.
  { route: 'GET /api/user/share-links', req: () => ({ url: '/api/user/share-links' }), expect: MEMBER },
  {
    route: 'POST /api/user/share-links',
    req: () => ({ method: 'POST', url: '/api/user/share-links', payload: { days: 7 } }),
    expect: row(401, 403, 403, 402, 201, 201, 201, 403, 403),
  },
  {
    route: 'DELETE /api/user/share-links/:id',
    req: () => ({ method: 'DELETE', url: `/api/user/share-links/${NO_ID}` }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/user/biodata.pdf',
    req: () => ({ url: '/api/user/biodata.pdf' }),
    expect: row(401, 403, 403, 402, 200, 200, 200, 403, 403),
  },
  {
    route: 'GET /api/share/:token',
    req: () => ({ url: '/api/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    expect: row(404, 404, 404, 404, 404, 404, 404, 404, 404),
  },
  {
    route: 'GET /api/share/:token/photo',
    req: () => ({ url: '/api/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/photo' }),
    expect: row(404, 404, 404, 404, 404, 404, 404, 404, 404),
  },
  {
    route: 'GET /api/user/search',
    req: (c) => ({ url: `/api/user/search?registration_no=${c.target}` }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/interests', req: () => ({ url: '/api/user/interests?tab=sent' }), expect: MEMBER },
  {
    route: 'POST /api/user/interests',
    req: (c) => ({ method: 'POST', url: '/api/user/interests', payload: { registration_no: c.target } }),
    expect: row(401, 403, 403, 402, 200, 200, 200, 403, 403),
  },
  ...(['accept', 'decline', 'withdraw'] as const).map((a) => ({
    route: `POST /api/user/interests/:id/${a}`,
    req: () => ({ method: 'POST', url: `/api/user/interests/${NO_ID}/${a}`, payload: {} }),
    expect: MEMBER_404,
  })),
  { route: 'GET /api/user/shortlist', req: () => ({ url: '/api/user/shortlist' }), expect: MEMBER },
  // Conversations (docs/conversations.md): members only; someone else's (or no) conversation is 404.
  { route: 'GET /api/user/conversations', req: () => ({ url: '/api/user/conversations' }), expect: MEMBER },
  // The member's own email digest setting (docs/conversations.md#notifications)
  {
    route: 'GET /api/user/notification-settings',
    req: () => ({ url: '/api/user/notification-settings' }),
    expect: MEMBER,
  },
  {
    route: 'PUT /api/user/notification-settings',
    req: () => ({ method: 'PUT', url: '/api/user/notification-settings', payload: { message_digest: true } }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/conversations',
    req: (c) => ({ method: 'POST', url: '/api/user/conversations', payload: { registration_no: c.target } }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/user/conversations/:id/messages',
    req: () => ({ url: `/api/user/conversations/${NO_ID}/messages` }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/conversations/:id/messages',
    req: () => ({
      method: 'POST',
      url: `/api/user/conversations/${NO_ID}/messages`,
      payload: { message: 'Namaskara' },
    }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/conversations/:id/read',
    req: () => ({ method: 'POST', url: `/api/user/conversations/${NO_ID}/read`, payload: { up_to: 1 } }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/messages/:id/report',
    req: () => ({ method: 'POST', url: '/api/user/messages/999999999/report', payload: {} }),
    expect: MEMBER_404,
  },
  {
    // Without Accept: text/event-stream a member is let through to a 406 (a stream would never end here).
    route: 'GET /api/user/conversations/events',
    req: () => ({ url: '/api/user/conversations/events' }),
    expect: row(401, 403, 403, 406, 406, 406, 406, 403, 403),
  },
  {
    route: 'POST /api/user/shortlist/:registrationNo',
    req: (c) => ({ method: 'POST', url: `/api/user/shortlist/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'DELETE /api/user/shortlist/:registrationNo',
    req: (c) => ({ method: 'DELETE', url: `/api/user/shortlist/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/reports',
    req: (c) => ({
      method: 'POST',
      url: '/api/user/reports',
      payload: { registration_no: c.target, reason: 'Other' },
    }),
    expect: MEMBER,
  },
  { route: 'GET /api/user/visitors', req: () => ({ url: '/api/user/visitors' }), expect: MEMBER },
  {
    route: 'GET /api/user/profile/:registrationNo',
    req: (c) => ({ url: `/api/user/profile/${c.target}` }),
    // The visibility scope (decision 007): pending/inactive see only their own (403); a promoter is outside every member's scope.
    expect: row(401, 403, 403, 200, 200, 200, 200, 404, 200),
  },
  { route: 'GET /api/user/blocks', req: () => ({ url: '/api/user/blocks' }), expect: MEMBER },
  {
    route: 'POST /api/user/blocks/:registrationNo',
    req: (c) => ({ method: 'POST', url: `/api/user/blocks/${c.target}` }),
    expect: MEMBER,
  },
  {
    route: 'DELETE /api/user/blocks/:registrationNo',
    req: (c) => ({ method: 'DELETE', url: `/api/user/blocks/${c.target}` }),
    expect: MEMBER,
  },
  // Decision 202: saved searches and the new-match mails (docs/member-area.md#saved-searches).
  { route: 'GET /api/user/saved-searches', req: () => ({ url: '/api/user/saved-searches' }), expect: MEMBER },
  {
    route: 'POST /api/user/saved-searches',
    req: () => ({
      method: 'POST',
      url: '/api/user/saved-searches',
      payload: { name: 'Matrix', filters: {} },
    }),
    expect: MEMBER,
  },
  {
    route: 'PATCH /api/user/saved-searches/:id',
    req: () => ({ method: 'PATCH', url: `/api/user/saved-searches/${NO_ID}`, payload: { name: 'Matrix' } }),
    expect: MEMBER_404,
  },
  {
    route: 'DELETE /api/user/saved-searches/:id',
    req: () => ({ method: 'DELETE', url: `/api/user/saved-searches/${NO_ID}` }),
    expect: MEMBER_404,
  },
  {
    route: 'PUT /api/user/matches-mail',
    req: () => ({ method: 'PUT', url: '/api/user/matches-mail', payload: { frequency: 'none' } }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/mail/unsubscribe (forged link)',
    req: () => ({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token: `m.${NO_ID}.forged` } }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  // Money (docs/payments.md#staff): members (also pending and deactivated ones) pay; staff see every payment.
  { route: 'GET /api/payments/gateway', req: () => ({ url: '/api/payments/gateway' }), expect: PUBLIC },
  {
    route: 'POST /api/payments/quote',
    req: () => ({ method: 'POST', url: '/api/payments/quote', payload: { plan: 'PremiumUser' } }),
    // Pending members may pay (docs/payments.md#who-may-pay-for-what); Premium → Premium outside the renewal window and a
    // downgrade are 409; a deactivated account may not buy.
    expect: row(401, 200, 403, 200, 200, 409, 409, 403, 403),
  },
  {
    route: 'POST /api/payments/orders',
    req: () => ({ method: 'POST', url: '/api/payments/orders', payload: { plan: 'PremiumUser' } }),
    expect: row(401, 201, 403, 201, 201, 409, 409, 403, 403),
  },
  {
    route: 'POST /api/payments/orders/:orderId/fail',
    req: () => ({ method: 'POST', url: '/api/payments/orders/order_unknown/fail' }),
    expect: PAY_404,
  },
  {
    route: 'POST /api/payments/verify',
    req: () => ({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { order_id: 'order_unknown', payment_id: 'pay_unknown', signature: 'x' },
    }),
    expect: PAY_404,
  },
  {
    route: 'GET /api/payments/test-gateway/:orderId',
    req: () => ({ url: '/api/payments/test-gateway/order_unknown' }),
    expect: PAY_404,
  },
  {
    route: 'POST /api/payments/test-gateway/:orderId/pay',
    req: () => ({ method: 'POST', url: '/api/payments/test-gateway/order_unknown/pay' }),
    expect: PAY_404,
  },
  {
    route: 'GET /api/payments/mine',
    req: () => ({ url: '/api/payments/mine' }),
    expect: row(401, 200, 200, 200, 200, 200, 200, 403, 403),
  },
  {
    route: 'POST /api/payments/razorpay/webhook (no gateway configured)',
    req: () => ({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'GET /api/payments/:id/receipt.pdf',
    req: () => ({ url: `/api/payments/${NO_ID}/receipt.pdf` }),
    // Owner or Admin; an unknown or foreign payment is 404 for everyone (decision 007).
    expect: row(401, 404, 404, 404, 404, 404, 404, 404, 404),
  },
  { route: 'GET /api/admin/payments', req: () => ({ url: '/api/admin/payments' }), expect: ADMIN },
  { route: 'GET /api/admin/payments.csv', req: () => ({ url: '/api/admin/payments.csv' }), expect: ADMIN },
  {
    route: 'POST /api/admin/payments/:id/retry',
    req: () => ({ method: 'POST', url: `/api/admin/payments/${NO_ID}/retry` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/payments/:id/resolve',
    req: () => ({
      method: 'POST',
      url: `/api/admin/payments/${NO_ID}/resolve`,
      payload: { note: 'checked' },
    }),
    expect: row(401, 403, 403, 403, 403, 403, 403, 403, 409),
  },
  {
    route: 'POST /api/admin/payments/:id/refund',
    req: () => ({
      method: 'POST',
      url: `/api/admin/payments/${NO_ID}/refund`,
      payload: { note: 'refunded' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/payments/:id/apply-credit',
    req: () => ({ method: 'POST', url: `/api/admin/payments/${NO_ID}/apply-credit` }),
    expect: row(401, 403, 403, 403, 403, 403, 403, 403, 409),
  },
  { route: 'GET /api/admin/plans', req: () => ({ url: '/api/admin/plans' }), expect: ADMIN },
  {
    route: 'PUT /api/admin/plans/:code',
    req: () => ({ method: 'PUT', url: '/api/admin/plans/NoSuchPlan', payload: {} }),
    // Validation answers before the guard: an empty body is 400 for everyone, and tells nothing.
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'GET /api/admin/members/:registrationNo/payments',
    req: (c) => ({ url: `/api/admin/members/${c.target}/payments` }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/members/:registrationNo/payments (unknown member)',
    req: () => ({
      method: 'POST',
      url: '/api/admin/members/XX999999/payments',
      payload: { plan: 'SilverUser', amount_paise: 59900, mode: 'cash', paid_on: '2026-11-20' },
    }),
    expect: ADMIN_404,
  },
  { route: 'GET /api/admin/renewals', req: () => ({ url: '/api/admin/renewals' }), expect: ADMIN },
  {
    route: 'POST /api/admin/renewals/:registrationNo/remind',
    req: (c) => ({ method: 'POST', url: `/api/admin/renewals/${c.target}/remind` }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/reports/receipts',
    req: () => ({ url: '/api/admin/reports/receipts?from=2026-11-01&to=2026-11-30' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/reports/renewals',
    req: () => ({ url: '/api/admin/reports/renewals?from=2026-11-01&to=2026-11-30' }),
    expect: ADMIN,
  },
  // Details members notice (docs/first-impressions.md#details-members-notice): account settings for every account kind; contact and newsletter for anyone; staff messages.
  {
    route: 'POST /api/account/password (wrong current password)',
    req: () => ({
      method: 'POST',
      url: '/api/account/password',
      payload: {
        current_password: 'not-the-password-1',
        new_password: 'a-new-password-1',
        confirm_password: 'a-new-password-1',
      },
    }),
    // Every account kind may change its password; a wrong current password is 400.
    expect: row(401, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/contact (invalid body)',
    req: () => ({ method: 'POST', url: '/api/contact', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/newsletter (invalid body)',
    req: () => ({ method: 'POST', url: '/api/newsletter', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/newsletter/confirm (bad link)',
    req: () => ({ method: 'POST', url: '/api/newsletter/confirm', payload: { email: 'a@b.in', token: 'x' } }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/newsletter/unsubscribe (bad link)',
    req: () => ({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { email: 'a@b.in', token: 'x' },
    }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'GET /api/admin/contact-messages',
    req: () => ({ url: '/api/admin/contact-messages' }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/contact-messages/:id/reply',
    req: () => ({
      method: 'POST',
      url: `/api/admin/contact-messages/${NO_ID}/reply`,
      payload: { reply: 'Thank you for writing to us.' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/contact-messages/:id/answered',
    req: () => ({ method: 'POST', url: `/api/admin/contact-messages/${NO_ID}/answered` }),
    expect: ADMIN_404,
  },
  {
    route: 'PUT /api/account/language',
    req: () => ({ method: 'PUT', url: '/api/account/language', payload: { language: 'en' } }),
    expect: SIGNED_IN,
  },
  // Data rights (docs/data-rights.md): members' data rights. The notice is public; every account sees its data page; members and
  // promoters export; only members delete their account; anyone files a grievance; staff see the queues.
  { route: 'GET /api/privacy/notice', req: () => ({ url: '/api/privacy/notice' }), expect: PUBLIC },
  {
    route: 'POST /api/privacy/consent (a stale version)',
    req: () => ({ method: 'POST', url: '/api/privacy/consent', payload: { version: '2000-01' } }),
    expect: row(401, 409, 409, 409, 409, 409, 409, 409, 409),
  },
  { route: 'GET /api/account/privacy', req: () => ({ url: '/api/account/privacy' }), expect: SIGNED_IN },
  {
    route: 'POST /api/account/exports',
    req: () => ({ method: 'POST', url: '/api/account/exports' }),
    expect: row(401, 200, 200, 200, 200, 200, 200, 200, 403),
  },
  {
    route: 'GET /api/account/exports/:id/download',
    req: () => ({ url: `/api/account/exports/${NO_ID}/download` }),
    expect: row(401, 404, 404, 404, 404, 404, 404, 404, 404),
  },
  {
    route: 'POST /api/account/delete (wrong password)',
    req: () => ({ method: 'POST', url: '/api/account/delete', payload: { password: 'not-the-password-1' } }),
    expect: row(401, 400, 400, 400, 400, 400, 400, 403, 403),
  },
  {
    route: 'POST /api/account/delete/cancel (nothing scheduled)',
    req: () => ({ method: 'POST', url: '/api/account/delete/cancel' }),
    expect: row(401, 409, 409, 409, 409, 409, 409, 409, 409),
  },
  {
    route: 'POST /api/grievances (invalid body)',
    req: () => ({ method: 'POST', url: '/api/grievances', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  { route: 'GET /api/admin/grievances', req: () => ({ url: '/api/admin/grievances' }), expect: ADMIN },
  {
    route: 'POST /api/admin/grievances/:id/answer',
    req: () => ({
      method: 'POST',
      url: `/api/admin/grievances/${NO_ID}/answer`,
      payload: { answer: 'We have corrected it.' },
    }),
    expect: ADMIN_404,
  },
  { route: 'GET /api/admin/deletions', req: () => ({ url: '/api/admin/deletions' }), expect: ADMIN },
  { route: 'GET /api/admin/boosts', req: () => ({ url: '/api/admin/boosts' }), expect: ADMIN },
  // Decision 132: notices. Staff with the notices permission send; members and promoters read theirs.
  { route: 'GET /api/admin/notices', req: () => ({ url: '/api/admin/notices' }), expect: ADMIN },
  {
    route: 'POST /api/admin/notices (invalid body)',
    req: () => ({ method: 'POST', url: '/api/admin/notices', payload: {} }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  // The assisted service (docs/assisted-service.md, decisions 170-172): members ask and answer; the desk and
  // managers hold `assistance`; a manager acts only for members assigned to them (404 otherwise).
  { route: 'GET /api/assisted/offer', req: () => ({ url: '/api/assisted/offer' }), expect: PUBLIC },
  {
    route: 'POST /api/user/assisted/request',
    req: () => ({
      method: 'POST',
      url: '/api/user/assisted/request',
      payload: { preferred_time: 'evening', language: 'kn', note: '' },
    }),
    expect: row(401, 201, 403, 201, 201, 201, 201, 403, 403),
  },
  {
    route: 'GET /api/user/assisted',
    req: () => ({ url: '/api/user/assisted' }),
    expect: row(401, 200, 200, 200, 200, 200, 200, 403, 403),
  },
  {
    route: 'PUT /api/user/assisted/settings',
    req: () => ({
      method: 'PUT',
      url: '/api/user/assisted/settings',
      payload: { may_send_interests: false },
    }),
    expect: MEMBER,
  },
  {
    route: 'POST /api/user/assisted/suggestions/:id/approve',
    req: () => ({ method: 'POST', url: `/api/user/assisted/suggestions/${NO_ID}/approve` }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/assisted/suggestions/:id/decline',
    req: () => ({ method: 'POST', url: `/api/user/assisted/suggestions/${NO_ID}/decline`, payload: {} }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/admin/assisted/requests',
    req: () => ({ url: '/api/admin/assisted/requests' }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/assisted/requests/:id/price',
    req: () => ({
      method: 'POST',
      url: `/api/admin/assisted/requests/${NO_ID}/price`,
      payload: { amount_paise: 3000000 },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/assisted/requests/:id/offline',
    req: () => ({
      method: 'POST',
      url: `/api/admin/assisted/requests/${NO_ID}/offline`,
      payload: { mode: 'cash', paid_on: '2026-01-01', reference: '' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/assisted/requests/:id/close',
    req: () => ({ method: 'POST', url: `/api/admin/assisted/requests/${NO_ID}/close` }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/assisted/assignments',
    req: () => ({ url: '/api/admin/assisted/assignments' }),
    expect: ADMIN,
  },
  {
    route: 'PUT /api/admin/assisted/members/:registrationNo/manager',
    req: () => ({
      method: 'PUT',
      url: '/api/admin/assisted/members/NOPE0000/manager',
      payload: { manager_id: null },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/assisted/profile',
    req: () => ({ url: '/api/admin/assisted/profile' }),
    expect: ADMIN,
  },
  {
    route: 'PUT /api/admin/assisted/profile',
    req: () => ({
      method: 'PUT',
      url: '/api/admin/assisted/profile',
      payload: { working_hours: '', phone: '' },
    }),
    expect: ADMIN,
  },
  { route: 'GET /api/admin/assisted/mine', req: () => ({ url: '/api/admin/assisted/mine' }), expect: ADMIN },
  {
    route: 'GET /api/admin/assisted/mine/:registrationNo (a member not assigned to the caller)',
    req: (c) => ({ url: `/api/admin/assisted/mine/${c.target}` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/assisted/mine/:registrationNo/notes (a member not assigned to the caller)',
    req: (c) => ({
      method: 'POST',
      url: `/api/admin/assisted/mine/${c.target}/notes`,
      payload: { kind: 'call', note: 'Called the family' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/assisted/notes/:id/done',
    req: () => ({ method: 'POST', url: `/api/admin/assisted/notes/${NO_ID}/done` }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/admin/assisted/mine/:registrationNo/search (a member not assigned to the caller)',
    req: (c) => ({ url: `/api/admin/assisted/mine/${c.target}/search` }),
    expect: ADMIN_404,
  },
  ...(['shortlist', 'suggestions', 'interests'] as const).map((path) => ({
    route: `POST /api/admin/assisted/mine/:registrationNo/${path} (a member not assigned to the caller)`,
    req: (c: Ctx): InjectOptions => ({
      method: 'POST',
      url: `/api/admin/assisted/mine/${c.target}/${path}`,
      payload: { registration_no: c.pendingTarget, note: '', message: '' },
    }),
    expect: ADMIN_404,
  })),
  {
    route: 'GET /api/notices',
    req: () => ({ url: '/api/notices' }),
    expect: row(401, 403, 403, 200, 200, 200, 200, 200, 403),
  },
  {
    route: 'POST /api/notices/:id/dismiss',
    req: () => ({ method: 'POST', url: `/api/notices/${NO_ID}/dismiss` }),
    expect: row(401, 403, 403, 404, 404, 404, 404, 404, 403),
  },
  // Decisions 130-131: the staff team (settings) and resetpass (members' data).
  { route: 'GET /api/admin/staff', req: () => ({ url: '/api/admin/staff' }), expect: ADMIN },
  {
    route: 'POST /api/admin/staff',
    req: () => ({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { name: 'Matrix Staff', email: 'matrix.staff@example.com', permissions: [] },
    }),
    expect: row(401, 403, 403, 403, 403, 403, 403, 403, 201),
  },
  {
    route: 'PUT /api/admin/staff/:id',
    req: () => ({
      method: 'PUT',
      url: `/api/admin/staff/${NO_ID}`,
      payload: { permissions: [], active: true },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/staff/:id/set-password-link',
    req: () => ({ method: 'POST', url: `/api/admin/staff/${NO_ID}/set-password-link` }),
    expect: ADMIN_404,
  },
  // Decision 194: duplicate accounts (verification).
  { route: 'GET /api/admin/duplicates', req: () => ({ url: '/api/admin/duplicates' }), expect: ADMIN },
  {
    route: 'POST /api/admin/duplicates/:id/decision',
    req: () => ({
      method: 'POST',
      url: `/api/admin/duplicates/${NO_ID}/decision`,
      payload: { decision: 'allow' },
    }),
    expect: ADMIN_404,
  },
  // Decision 165: the reports queue (verification); decision 166: the audit trail (settings).
  {
    route: 'GET /api/admin/profile-reports',
    req: () => ({ url: '/api/admin/profile-reports' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/profile-reports/:id',
    req: () => ({ url: `/api/admin/profile-reports/${NO_ID}` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/profile-reports/:id/decision',
    req: () => ({
      method: 'POST',
      url: `/api/admin/profile-reports/${NO_ID}/decision`,
      payload: { decision: 'dismiss' },
    }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/members/:registrationNo/unhide (unknown number)',
    req: () => ({ method: 'POST', url: '/api/admin/members/XX999999/unhide' }),
    expect: ADMIN_404,
  },
  // Reported messages (docs/conversations.md#safety): verification, like the profile reports.
  {
    route: 'GET /api/admin/message-reports',
    req: () => ({ url: '/api/admin/message-reports' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/message-reports/:id',
    req: () => ({ url: `/api/admin/message-reports/${NO_ID}` }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/message-reports/:id/decision',
    req: () => ({
      method: 'POST',
      url: `/api/admin/message-reports/${NO_ID}/decision`,
      payload: { decision: 'dismiss' },
    }),
    expect: ADMIN_404,
  },
  { route: 'GET /api/admin/audit', req: () => ({ url: '/api/admin/audit' }), expect: ADMIN },
  { route: 'GET /api/admin/audit.csv', req: () => ({ url: '/api/admin/audit.csv' }), expect: ADMIN },
  { route: 'GET /api/admin/accounts', req: () => ({ url: '/api/admin/accounts?q=x' }), expect: ADMIN },
  {
    route: 'POST /api/admin/accounts/:registrationNo/password-otp (unknown number)',
    req: () => ({ method: 'POST', url: '/api/admin/accounts/XX999999/password-otp' }),
    expect: ADMIN_404,
  },
  {
    route: 'POST /api/admin/accounts/:registrationNo/temporary-password (unknown number)',
    req: () => ({ method: 'POST', url: '/api/admin/accounts/XX999999/temporary-password' }),
    expect: ADMIN_404,
  },
  // userreports and successdata (docs/staff.md): figures and verified accounts.
  {
    route: 'GET /api/admin/reports/registrations',
    req: () => ({ url: '/api/admin/reports/registrations?from=2026-01-01&to=2026-01-31' }),
    expect: ADMIN,
  },
  {
    route: 'GET /api/admin/reports/registrations.csv',
    req: () => ({ url: '/api/admin/reports/registrations.csv?from=2026-01-01&to=2026-01-31' }),
    expect: ADMIN,
  },
  { route: 'GET /api/admin/verified', req: () => ({ url: '/api/admin/verified' }), expect: ADMIN },
  { route: 'GET /api/admin/verified.csv', req: () => ({ url: '/api/admin/verified.csv' }), expect: ADMIN },
  // Decision 160: success stories. Members mark and answer their own; staff (verification) review.
  { route: 'GET /api/success-stories', req: () => ({ url: '/api/success-stories' }), expect: PUBLIC },
  { route: 'GET /api/user/success', req: () => ({ url: '/api/user/success' }), expect: MEMBER },
  {
    route: 'POST /api/user/success (invalid body)',
    req: () => ({ method: 'POST', url: '/api/user/success', payload: { partner_registration_no: 7 } }),
    expect: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/user/success/:id/answer',
    req: () => ({ method: 'POST', url: `/api/user/success/${NO_ID}/answer`, payload: { confirm: true } }),
    expect: MEMBER_404,
  },
  {
    route: 'PUT /api/user/success/:id/story',
    req: () => ({
      method: 'PUT',
      url: `/api/user/success/${NO_ID}/story`,
      payload: { story: 'We met here and married last spring in Mysuru.', consent: true },
    }),
    expect: MEMBER_404,
  },
  {
    route: 'POST /api/user/success/:id/withdraw',
    req: () => ({ method: 'POST', url: `/api/user/success/${NO_ID}/withdraw` }),
    expect: MEMBER_404,
  },
  {
    route: 'DELETE /api/user/success/:id',
    req: () => ({ method: 'DELETE', url: `/api/user/success/${NO_ID}` }),
    expect: MEMBER_404,
  },
  {
    route: 'GET /api/admin/success-stories',
    req: () => ({ url: '/api/admin/success-stories' }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/success-stories/:id/review',
    req: () => ({
      method: 'POST',
      url: `/api/admin/success-stories/${NO_ID}/review`,
      payload: { decision: 'approve' },
    }),
    expect: ADMIN_404,
  },
  // The story's photo (docs/success-stories.md#the-photo): staff attach or remove it; the public reads a
  // public story's photo only (an unknown story: 404 for everyone).
  {
    route: 'PUT /api/admin/success-stories/:id/photo (no file)',
    req: () => ({ method: 'PUT', url: `/api/admin/success-stories/${NO_ID}/photo` }),
    expect: row(401, 403, 403, 403, 403, 403, 403, 403, 400),
  },
  {
    route: 'DELETE /api/admin/success-stories/:id/photo',
    req: () => ({ method: 'DELETE', url: `/api/admin/success-stories/${NO_ID}/photo` }),
    expect: ADMIN_404,
  },
  {
    route: 'GET /api/success-stories/:id/photo',
    req: () => ({ url: `/api/success-stories/${NO_ID}/photo` }),
    expect: row(404, 404, 404, 404, 404, 404, 404, 404, 404),
  },
  // The promoter area (docs/promoter-area.md): the promoter's own area (no ids from the client: a promoter reaches only their own records).
  { route: 'GET /api/promoter/profile', req: () => ({ url: '/api/promoter/profile' }), expect: PROMOTER },
  { route: 'GET /api/promoter/boosts', req: () => ({ url: '/api/promoter/boosts' }), expect: PROMOTER },
  {
    route: 'PUT /api/promoter/profile',
    req: () => ({
      method: 'PUT',
      url: '/api/promoter/profile',
      payload: { name: 'Matrix Area', email: 'matrix.area@example.com', mobile: '9000000002' },
    }),
    expect: PROMOTER,
  },
  {
    route: 'PUT /api/promoter/bank',
    req: () => ({
      method: 'PUT',
      url: '/api/promoter/bank',
      payload: { account_name: 'Matrix', account_no: '12345678', ifsc: 'SBIN0001234' },
    }),
    expect: PROMOTER,
  },
  {
    route: 'POST /api/promoter/invitations',
    req: () => ({
      method: 'POST',
      url: '/api/promoter/invitations',
      payload: { contacts: [{ name: 'Matrix Contact', email: '', mobile: '9000000003', channel: 'sms' }] },
    }),
    expect: PROMOTER,
  },
  {
    route: 'GET /api/promoter/referrals',
    req: () => ({ url: '/api/promoter/referrals?list=pending' }),
    expect: PROMOTER,
  },
  {
    route: 'GET /api/promoter/referrals/chart',
    req: () => ({ url: '/api/promoter/referrals/chart' }),
    expect: PROMOTER,
  },
  {
    route: 'GET /api/promoter/notifications',
    req: () => ({ url: '/api/promoter/notifications' }),
    expect: PROMOTER,
  },
  {
    route: 'POST /api/promoter/notifications/read',
    req: () => ({ method: 'POST', url: '/api/promoter/notifications/read', payload: {} }),
    expect: PROMOTER,
  },
  {
    route: 'GET /api/admin/promoter-bank-changes',
    req: () => ({ url: '/api/admin/promoter-bank-changes' }),
    expect: ADMIN,
  },
  {
    route: 'POST /api/admin/promoter-bank-changes/:id/review',
    req: () => ({
      method: 'POST',
      url: `/api/admin/promoter-bank-changes/${NO_ID}/review`,
      payload: { approve: true },
    }),
    expect: ADMIN_404,
  },
  // Near the end: it locks the promoter's screen (a wrong password leaves it locked).
  {
    route: 'POST /api/promoter/lock',
    req: () => ({ method: 'POST', url: '/api/promoter/lock' }),
    expect: PROMOTER,
  },
  {
    route: 'POST /api/promoter/unlock (wrong password)',
    req: () => ({ method: 'POST', url: '/api/promoter/unlock', payload: { password: 'not-the-password' } }),
    expect: PROMOTER_400,
  },
  // Last: it ends the actor's sessions.
  {
    route: 'POST /api/account/sign-out-everywhere',
    req: () => ({ method: 'POST', url: '/api/account/sign-out-everywhere' }),
    expect: SIGNED_IN,
  },
];

describe(`policy matrix: every route × every actor kind (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);
  const actors = new Map<Kind, Made | null>();
  beforeAll(async () => {
    const member = (role: Role, status = 'active') =>
      makeUser(s.t.ctx, { role, status, gender: 'BrideGroom' });
    actors.set('anon', null);
    actors.set('pending', await member('FreeUser', 'pending'));
    actors.set('inactive', await member('PremiumUser', 'inactive'));
    actors.set('Free', await member('FreeUser'));
    actors.set('Silver', await member('SilverUser'));
    actors.set('Premium', await member('PremiumUser'));
    actors.set('Assist', await member('Assistance'));
    actors.set('promoter', await makePromoter(s.t.ctx));
    actors.set('Admin', await makeUser(s.t.ctx, { role: 'Admin' }));
  });

  it('every route of the app is in the table', () => {
    // printRoutes draws a tree: a child line (deeper by 4 columns) continues its parent's path.
    const registered = new Set<string>();
    const parents: string[] = [];
    for (const line of s.t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = line.match(/^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
      if (!m) continue;
      const depth = m[1].length / 4;
      const path = (parents[depth - 1] ?? '') + m[2];
      parents[depth] = path;
      parents.length = depth + 1;
      if (!m[3] || !path.startsWith('/api')) continue;
      for (const method of m[3].split(', ')) if (method !== 'HEAD') registered.add(`${method} ${path}`);
    }
    const tabled = new Set(TABLE.map((r) => r.route.replace(/ \(.*\)$/, '')));
    const missing = [...registered].filter((r) => !tabled.has(r));
    expect(missing).toEqual([]);
  });

  for (const kind of KINDS) {
    it(`${kind}: each route answers as the table says`, async () => {
      const target = await makeUser(s.t.ctx, { gender: 'Bride' });
      const pendingTarget = await makeUser(s.t.ctx, { gender: 'Bride', status: 'pending' });
      const c = { target: target.registrationNo, pendingTarget: pendingTarget.registrationNo };
      const who = actors.get(kind);
      const wrong: string[] = [];
      for (const r of TABLE) {
        const req = r.req(c);
        // One address per actor kind: the table is longer than the per-address request limit allows.
        const res = await s.t.app.inject({
          ...req,
          remoteAddress: `10.0.0.${KINDS.indexOf(kind) + 1}`,
          headers: who ? bearer(who.token) : {},
        });
        if (res.statusCode !== r.expect[kind])
          wrong.push(`${r.route}: ${res.statusCode}, table says ${r.expect[kind]}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

/**
 * Decision 130: one row per staff permission. A staff member holding only that permission (and one holding
 * none) runs the whole table: a staff route whose need (STAFF_ROUTES) the account does not meet answers
 * 403; every other route lets the account through where the bootstrap Admin is let through, and refuses
 * it where the Admin is refused.
 */
describe(`policy matrix: every route × each staff permission (${TEST_DB})`, () => {
  const s = appPerFile(createTestApp);

  const holdings: (readonly StaffPermission[])[] = [...STAFF_PERMISSIONS.map((p) => [p] as const), []];
  for (const held of holdings) {
    it(`staff holding ${held.length ? held.join(', ') : 'no permission'}: each route answers as its need says`, async () => {
      const staff = await makeStaff(s.t.ctx, held);
      const target = await makeUser(s.t.ctx, { gender: 'Bride' });
      const pendingTarget = await makeUser(s.t.ctx, { gender: 'Bride', status: 'pending' });
      const c = { target: target.registrationNo, pendingTarget: pendingTarget.registrationNo };
      const wrong: string[] = [];
      for (const r of TABLE) {
        const route = r.route.replace(/ \(.*\)$/, '');
        // Last row: it ends the account's sessions.
        if (route === 'POST /api/account/sign-out-everywhere') continue;
        const need = STAFF_ROUTES[route];
        const res = await s.t.app.inject({
          ...r.req(c),
          remoteAddress: `10.0.1.${holdings.indexOf(held) + 1}`,
          headers: bearer(staff.token),
        });
        const refusedAdmin = r.expect.Admin === 401 || r.expect.Admin === 403;
        // A request every actor gets the same answer to never reaches a guard (validation answers first).
        const unguarded = new Set(Object.values(r.expect)).size === 1;
        const ok = unguarded
          ? res.statusCode === r.expect.Admin
          : need && !meetsNeed(held, need)
            ? res.statusCode === 403
            : refusedAdmin
              ? res.statusCode === r.expect.Admin
              : res.statusCode !== 401 && res.statusCode !== 403;
        if (!ok)
          wrong.push(
            `${r.route}: ${res.statusCode} (Admin: ${r.expect.Admin}, needs ${JSON.stringify(need)})`,
          );
      }
      expect(wrong).toEqual([]);
    });
  }
});
