import type { onRouteHookHandler, preValidationHookHandler } from 'fastify';
import { screenLockGuards } from '../../../shared/policies/promoter-area';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../plugins/auth';
import { assertUnlocked } from './area.service';

/**
 * The screen lock of the promoter area as ONE `onRoute` hook (docs/promoter-area.md#shell): every route
 * registered under /api/promoter that `screenLockGuards` names gets a preValidation step that signs the
 * caller in as a promoter (401/403 as `requireAuth`) and answers 423 while the promoter's screen is
 * locked, before the body is even read. Registered on the root instance before any route, so a new
 * promoter route, in whatever module, cannot forget it.
 */
export function promoterScreenLock(ctx: AppContext): onRouteHookHandler {
  const promoterOnly = requireAuth(ctx, { roles: ['promoter'] });
  const check: preValidationHookHandler = async (req, reply) => {
    await promoterOnly(req, reply);
    if (req.actor) await assertUnlocked(ctx.db, req.actor.id);
  };
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => screenLockGuards(m, route.url))) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    if (own.includes(check)) return;
    route.preValidation = [check, ...own];
  };
}
