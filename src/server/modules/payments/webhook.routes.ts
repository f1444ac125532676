import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { payments } from '../../db/schema';
import { ok } from '../../lib/answer';
import type { AppContext } from '../../lib/context';
import { confirmGatewayPayment, gatewayOf } from './payments.service';

type WebhookBody = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } } };
};

/**
 * POST /api/payments/razorpay/webhook (docs/payments.md#gateways): the source of truth. The raw body's HMAC must match
 * `x-razorpay-signature` (timing-safe; 400 otherwise). `payment.captured` and `order.paid` confirm the
 * order exactly once (a repeat answers 200 and changes nothing); an amount that differs from the order
 * marks it incomplete for staff instead.
 */
export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // Encapsulated: only this route keeps the raw body for the signature.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, { raw: body as string, json: JSON.parse(body as string) });
      } catch {
        done(null, { raw: body as string, json: null });
      }
    });
    app.post('/api/payments/razorpay/webhook', async (req, reply) => {
      const gateway = gatewayOf(ctx);
      // A body that is not JSON (another content type, or none) has no raw text to check: 400.
      const { raw, json } = (req.body ?? {}) as { raw?: string; json?: WebhookBody | null };
      const signature = String(req.headers['x-razorpay-signature'] ?? '');
      if (!gateway || !json || typeof raw !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
        return reply.status(400).send({ success: false, message: 'Invalid signature' });
      }
      const entity = json.payload?.payment?.entity;
      if (
        (json.event === 'payment.captured' || json.event === 'order.paid') &&
        entity?.id &&
        entity.order_id
      ) {
        const [p] = await ctx.db.select().from(payments).where(eq(payments.providerOrderId, entity.order_id));
        if (!p) return ok({}, 'ignored: unknown order');
        // A payment already settled (paid, or credited: decision 110) is never reopened.
        if (p.status !== 'paid' && p.status !== 'credited' && Number(entity.amount) !== p.amountPaise) {
          await ctx.db
            .update(payments)
            .set({
              status: 'incomplete',
              note: `Gateway amount ${entity.amount} differs from the order`,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, p.id));
          return ok({}, 'amount mismatch: held for staff');
        }
        const { applied } = await confirmGatewayPayment(ctx, entity.order_id, entity.id);
        return ok({}, applied ? 'confirmed' : 'already confirmed');
      }
      return ok({}, 'ignored');
    });
  };
