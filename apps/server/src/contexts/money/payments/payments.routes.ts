// Payment routes: the price list (public), the provider's webhook (signed, raw bytes), and a
// seller's own purchases. Thin: validate with the shared schemas, call the services.
import {
  PaymentListSchema,
  PaymentViewSchema,
  PricesSchema,
  PurchaseRequestSchema,
  VoucherSchema,
} from '@dwa/domain/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId } from '../../../access/audiences.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { keepRawJsonBody } from '../../../lib/raw-json-body.ts';
import { applyTransferEvent } from '../payouts/transfer-events.ts';
import { applyRefundEvent } from '../refunds/refunds.service.ts';
import { applyChargeFailure, applyChargeSuccess, failureFromReason } from './apply-payment.ts';
import {
  getPayment,
  listPayments,
  type PaymentDeps,
  startPayment,
  submitVoucher,
} from './payments.service.ts';
import { getPrices } from './prices.service.ts';
import { ProviderError, ProviderSignatureError } from './provider.ts';

/** Paystack's events are a few KB; more is not a payment notice. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
const ReferenceParams = z.object({ reference: z.string().regex(/^[\w-]{1,100}$/) });
const WebhookAckSchema = z.object({ received: z.literal(true), applied: z.boolean() });

export const WEBHOOK_PATH = '/api/payments/webhook';

export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/payments/prices', { schema: { response: { 200: PricesSchema } } }, async () =>
    getPrices(deps.db),
  );

  app.register(async (scope) => {
    keepRawJsonBody(scope, WEBHOOK_BODY_LIMIT);
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/payments/webhook',
        { schema: { response: { 200: WebhookAckSchema } } },
        async (request) => {
          const raw = request.body;
          if (!Buffer.isBuffer(raw))
            throw new HttpError(401, 'unauthorized', 'errors.payments.badSignature');
          let event: ReturnType<PaymentDeps['provider']['parseWebhook']>;
          try {
            event = deps.provider.parseWebhook(raw, request.headers);
          } catch (error) {
            if (error instanceof ProviderSignatureError) {
              throw new HttpError(401, 'unauthorized', 'errors.payments.badSignature');
            }
            if (error instanceof ProviderError) {
              throw new HttpError(400, 'bad_request', 'errors.request.malformedJson');
            }
            throw error;
          }
          const ack = (applied: boolean) => ({ received: true as const, applied });
          // Every well-signed event is acknowledged: Paystack retries anything but a 200, and
          // one account serves other integrations whose references Dwa does not know.
          if (event.type === 'ignored') return ack(false);
          if (event.type === 'charge.success' || event.type === 'charge.failed') {
            const result =
              event.type === 'charge.success'
                ? await applyChargeSuccess(deps, event)
                : await applyChargeFailure(deps, event.reference, failureFromReason(event.reason));
            if (result === 'unknown') {
              request.log.info(
                { reference: event.reference, event: event.type },
                'not a payment of Dwa',
              );
            }
            if (result === 'held') {
              request.log.error({ reference: event.reference }, 'payment held for review');
            }
            return ack(result === 'applied');
          }
          if (event.type === 'refund.processed' || event.type === 'refund.failed') {
            const refunded = await applyRefundEvent(deps, event);
            if (refunded === 'unknown') {
              request.log.info(
                { reference: event.transactionReference, event: event.type },
                'not a refund of Dwa',
              );
            }
            if (event.type === 'refund.failed' && refunded === 'applied') {
              request.log.error({ reference: event.transactionReference }, 'refund failed');
            }
            return ack(refunded === 'applied');
          }
          // Transfers settle rider payouts (contexts/money/payouts).
          const settled = await applyTransferEvent(deps, event);
          if (settled === 'unknown') {
            request.log.info(
              { reference: event.reference, event: event.type },
              'not a payout of Dwa',
            );
          }
          if (settled === 'late') {
            request.log.error({ reference: event.reference, event: event.type }, 'late transfer');
          }
          return ack(settled === 'applied');
        },
      );
  });
}

export function registerSellerPaymentRoutes(app: FastifyInstance, deps: PaymentDeps) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/seller/payments',
      { schema: { body: PurchaseRequestSchema, response: { 201: PaymentViewSchema } } },
      async (request, reply) =>
        reply.code(201).send(await startPayment(deps, actorId(request), request.body)),
    );
    api.get(
      '/seller/payments',
      { schema: { response: { 200: PaymentListSchema } } },
      async (request) => listPayments(deps, actorId(request)),
    );
    api.get(
      '/seller/payments/:reference',
      { schema: { params: ReferenceParams, response: { 200: PaymentViewSchema } } },
      async (request) => getPayment(deps, actorId(request), request.params.reference),
    );
    api.post(
      '/seller/payments/:reference/voucher',
      {
        schema: {
          params: ReferenceParams,
          body: VoucherSchema,
          response: { 200: PaymentViewSchema },
        },
      },
      async (request) =>
        submitVoucher(deps, actorId(request), request.params.reference, request.body.voucher),
    );
  });
}
