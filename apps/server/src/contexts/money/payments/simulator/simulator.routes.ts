// The simulator's side of the payer's phone (`/pay/:reference` in the web app): what the prompt
// shows, and the payer's answer, which the simulator sends to Dwa's own webhook signed exactly as
// Paystack signs (the same route and code as a real payment). Anyone holding the reference may
// answer, as anyone holding the phone may: the reference is 96 random bits, shown only to the
// seller who started the payment. Registered only when the simulator is the provider.
import type { Db } from '@dwa/db/client';
import { payments } from '@dwa/db/schema/index';
import type { PaymentStatus } from '@dwa/domain/enums';
import { isPaymentWaiting } from '@dwa/domain/payment-machine';
import { SimulatedAnswerSchema, SimulatedPromptSchema } from '@dwa/domain/payments';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../../lib/http-error.ts';
import type { Simulator } from '../payment-provider.ts';
import { WEBHOOK_PATH } from '../payments.routes.ts';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackBody } from '../paystack/paystack-signature.ts';
import { simulatedFee } from './simulator-provider.ts';

const ReferenceParams = z.object({ reference: z.string().regex(/^[\w-]{1,100}$/) });
const AnsweredSchema = z.object({ status: z.enum(['success', 'failed', 'pending']) });

/** `+233241234567` → `024 ••• 4567`: enough for the payer to know it is their number. */
function maskedPhone(phone: string): string {
  const shown = formatPhoneDisplay(phone);
  return `${shown.slice(0, 3)} ••• ${shown.slice(-4)}`;
}

export function registerPaymentSimulatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; simulator: Simulator; secret: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const find = async (reference: string) => {
    const [row] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
    if (!row) throw notFound('errors.notFound.payment');
    return row;
  };

  api.get(
    '/payments/simulator/:reference',
    { schema: { params: ReferenceParams, response: { 200: SimulatedPromptSchema } } },
    async (request) => {
      const row = await find(request.params.reference);
      return {
        reference: row.reference,
        merchant: 'Dwa',
        amountPesewas: row.amountPesewas,
        phone: maskedPhone(row.phone ?? ''),
        network: (row.network ?? 'mtn') as 'mtn',
        status: row.status as 'pending',
        voucher:
          row.providerStatus === 'send_otp' ? deps.simulator.voucherFor(row.reference) : null,
      };
    },
  );

  api.post(
    '/payments/simulator/:reference',
    {
      schema: {
        params: ReferenceParams,
        body: SimulatedAnswerSchema,
        response: { 200: AnsweredSchema },
      },
    },
    async (request) => {
      const row = await find(request.params.reference);
      // A Telecel payment is approved only after its voucher reached Dwa (the provider then
      // sends the prompt): answering earlier is not something a phone can do.
      if (!isPaymentWaiting(row.status as PaymentStatus) || row.providerStatus === 'send_otp') {
        throw new HttpError(409, 'conflict', 'errors.payments.answered');
      }
      const answer = request.body.answer;
      const event =
        answer === 'approve'
          ? {
              event: 'charge.success',
              data: {
                reference: row.reference,
                amount: row.amountPesewas,
                fees: simulatedFee(row.amountPesewas),
                currency: 'GHS',
                status: 'success',
                channel: 'mobile_money',
              },
            }
          : {
              event: 'charge.failed',
              data: {
                reference: row.reference,
                gateway_response:
                  answer === 'decline' ? 'Declined by the customer' : 'Insufficient funds',
              },
            };
      const body = JSON.stringify(event);
      const delivered = await request.server.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload: body,
        headers: {
          'content-type': 'application/json',
          [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(deps.secret, body),
        },
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'simulated webhook refused');
      }
      const [after] = await deps.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, row.id));
      return { status: (after?.status ?? 'pending') as 'pending' };
    },
  );
}
