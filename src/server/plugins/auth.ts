import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { heldPermissions, mayUseArea, type StaffPermission } from '../../shared/policies';
import type { AccountStatus, Role } from '../../shared/roles';
import { profiles, users } from '../db/schema';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import { preparedPerDb } from '../lib/sql';
import { type TokenClaims, verifyToken } from '../lib/tokens';

/** The signed-in account behind a request, read fresh from the database on every call. */
export type Actor = {
  id: string;
  role: Role;
  status: AccountStatus;
  registrationNo: string;
  planExpiresAt: Date | null;
  /** The member profile's gender; null for staff (no profile). Loaded with the account (docs/architecture.md#how-a-member-request-flows). */
  gender: string | null;
  /** Data rights (docs/data-rights.md): the account asked to be deleted and is in its grace period (only a few routes let it in). */
  deletionPending?: boolean;
  /** Decision 130: the staff permissions the account holds (every one for the bootstrap Admin; none for others). */
  permissions?: StaffPermission[];
  /** Decision 131: staff set a temporary password; only the password change (and who-am-I) let it in. */
  mustChangePassword?: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type Guard = {
  /** Roles allowed; omitted means any signed-in role. */
  roles?: readonly Role[];
  /** Let accounts that are not active through (their own registration, plans, payment). */
  allowInactive?: boolean;
  /**
   * Let an account in its deletion grace period through (docs/data-rights.md): who-am-I, cancel the deletion, the
   * data page and its downloads. Every other route answers 403 until the member cancels.
   */
  allowDeletionPending?: boolean;
  /**
   * Let an account whose password staff replaced by a temporary one through (decision 131): who-am-I,
   * the password change, language and sign-out-everywhere. Every other route answers 403 until it changes.
   */
  allowPasswordChangeDue?: boolean;
};

/** The account and its profile's gender by id: every signed-in request reads it (prepared once). */
const actorStatement = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      registrationNo: users.registrationNo,
      tokenVersion: users.tokenVersion,
      planExpiresAt: users.planExpiresAt,
      gender: profiles.gender,
      deletionDueAt: users.deletionDueAt,
      erasedAt: users.erasedAt,
      staffPermissions: users.staffPermissions,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_actor'),
);

/**
 * Reads the bearer token of `req` into `req.actor` (null when absent). A token whose account is gone,
 * whose token version is old (password reset, deactivation) or whose signature fails is treated as absent.
 */
export async function loadActor(ctx: AppContext, req: FastifyRequest): Promise<Actor | null> {
  const claims = await requestClaims(ctx, req);
  if (!claims) return null;
  const [u] = await actorStatement(ctx.db).execute({ id: claims.user_id });
  if (!u || u.tokenVersion !== claims.tv || u.erasedAt) return null;
  return {
    id: u.id,
    role: u.role as Role,
    status: u.status as AccountStatus,
    registrationNo: u.registrationNo,
    planExpiresAt: u.planExpiresAt,
    gender: u.gender,
    deletionPending: u.deletionDueAt !== null,
    permissions: heldPermissions(u.role as Role, u.staffPermissions),
    mustChangePassword: u.mustChangePassword,
  };
}

/**
 * The account id a request's bearer token names when its signature and claims are valid (no database
 * read; the token may still be revoked). Used to count the general rate limit per account (decision 010).
 */
export async function tokenAccount(ctx: AppContext, req: FastifyRequest): Promise<string | null> {
  return (await requestClaims(ctx, req))?.user_id ?? null;
}

/** Each request's verified claims, so the rate limit's key and loadActor check the signature once (docs/architecture.md#how-a-member-request-flows). */
const verified = new WeakMap<FastifyRequest, Promise<TokenClaims | null>>();

/**
 * The claims of `req`'s bearer token (null without one, or when it is forged, expired or malformed),
 * verified once per request and remembered for the rest of it.
 */
function requestClaims(ctx: AppContext, req: FastifyRequest): Promise<TokenClaims | null> {
  let claims = verified.get(req);
  if (!claims) {
    const header = req.headers.authorization;
    claims = header?.startsWith('Bearer ')
      ? verifyToken(header.slice(7).trim(), ctx.config.jwtSecret)
      : Promise.resolve(null);
    verified.set(req, claims);
  }
  return claims;
}

/**
 * A preHandler that requires a signed-in actor: 401 without a valid token, 403 for a role not in
 * `guard.roles` or (unless `allowInactive`) an account that is not active.
 */
export function requireAuth(ctx: AppContext, guard: Guard = {}) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    // An earlier guard of this same request (the promoter screen lock) may have loaded the actor already.
    const actor = req.actor ?? (await loadActor(ctx, req));
    if (!actor) throw new AppError(401, MSG.unauthorized, 'unauthorized');
    if (guard.roles && !guard.roles.includes(actor.role)) throw new AppError(403, MSG.forbidden, 'forbidden');
    if (!guard.allowInactive && !mayUseArea(actor.status)) throw new AppError(403, MSG.forbidden, 'inactive');
    if (actor.deletionPending && !guard.allowDeletionPending) {
      throw new AppError(403, MSG.deletionPending, 'deletion_pending');
    }
    if (actor.mustChangePassword && !guard.allowPasswordChangeDue) {
      throw new AppError(403, MSG.passwordChangeDue, 'password_change_due');
    }
    req.actor = actor;
  };
}

/** A preHandler that reads the actor when a token is present but lets anonymous callers through. */
export function optionalAuth(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    req.actor = await loadActor(ctx, req);
  };
}

/** The actor of a request that passed `requireAuth` (throws 401 otherwise). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError(401, MSG.unauthorized, 'unauthorized');
  return req.actor;
}
