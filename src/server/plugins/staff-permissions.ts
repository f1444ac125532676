import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { MSG } from '../../shared/messages';
import { holdsStaffPermissions, meetsNeed, STAFF_ROUTES, type StaffNeed } from '../../shared/policies';
import { AppError } from '../lib/errors';

/** One staff route as registered: `METHOD /path` and what STAFF_ROUTES says it needs (undefined: nothing). */
export type StaffRoute = { route: string; need: StaffNeed | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route the app registered, with its need (decision 130; the test walks it). */
    staffRoutes: StaffRoute[];
  }
}

/** True for the paths the permission check guards: everything under /api/admin and STAFF_ROUTES' others. */
function isStaffPath(key: string, url: string): boolean {
  return url.startsWith('/api/admin/') || url === '/api/admin' || key in STAFF_ROUTES;
}

/**
 * The preHandler that runs after a route's own guard (decision 130): an Admin account must hold what the
 * route needs (src/shared/policies/staff.ts STAFF_ROUTES), else 403. A route without an entry refuses
 * every caller (fail closed). Without an actor (the route's guard did not run) it answers 401.
 */
function staffCheck(need: StaffNeed | undefined): preHandlerHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const actor = req.actor;
    if (!actor) throw new AppError(401, MSG.unauthorized, 'unauthorized');
    if (!holdsStaffPermissions(actor.role)) return; // the route's own guard decided who else may call it
    if (!need || !meetsNeed(actor.permissions ?? [], need)) {
      throw new AppError(403, MSG.forbidden, 'permission');
    }
  };
}

/**
 * Attaches the staff permission check to every staff route registered after this call (an onRoute hook
 * on the root instance reaches the route plugins registered later) and records them in `app.staffRoutes`.
 */
export function registerStaffPermissions(app: FastifyInstance): void {
  const seen: StaffRoute[] = [];
  app.decorate('staffRoutes', seen);
  app.addHook('onRoute', (opts: RouteOptions) => {
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    const method = methods.find((m) => m !== 'HEAD') ?? 'HEAD';
    // A HEAD route Fastify makes for a GET is checked like the GET (looked up as GET), but listed once.
    const key = `${method === 'HEAD' ? 'GET' : method} ${opts.url}`;
    if (!isStaffPath(key, opts.url)) return;
    const need = STAFF_ROUTES[key];
    if (method !== 'HEAD') seen.push({ route: key, need });
    const own = opts.preHandler ? (Array.isArray(opts.preHandler) ? opts.preHandler : [opts.preHandler]) : [];
    opts.preHandler = [...own, staffCheck(need)];
  });
}
