// Buy safely's routes (decision 066). The buyer has no account: placing needs the code their
// WhatsApp number received, and the order's link (128 random bits) is what lets them follow and
// act on it, as a tracking link does. The seller's routes are their own orders; the admins read
// every order and an admin with the money capability ends a dispute.
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  AcceptOrderSchema,
  AdminOrderListSchema,
  BuyerOrderSchema,
  OrderHandoverSchema,
  OrderProblemSchema,
  OrderReasonSchema,
  OrderRetrySchema,
  OrderTokenParamsSchema,
  PayOrderSchema,
  PlacedOrderSchema,
  PlaceOrderSchema,
  ResolveOrderSchema,
  SellerOrderListSchema,
  SellerOrderSchema,
} from '@dwa/domain/orders';
import { VoucherSchema } from '@dwa/domain/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import { actorId } from '../../../access/audiences.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import {
  type AdminOrderDeps,
  cancelByAdmin,
  listAdminOrders,
  resolveDispute,
  retryOrderMoney,
} from './admin-orders.service.ts';
import {
  type BuyerOrderDeps,
  cancelByBuyer,
  confirmByBuyer,
  getBuyerOrder,
  payOrderAgain,
  reportProblem,
  submitBuyerVoucher,
} from './buyer-orders.service.ts';
import { type PlaceOrderDeps, placeOrder } from './place-order.service.ts';
import {
  acceptOrder,
  cancelBySeller,
  handOver,
  listSellerOrders,
  type SellerOrderDeps,
} from './seller-orders.service.ts';

export function registerBuyerOrderRoutes(
  app: FastifyInstance,
  deps: BuyerOrderDeps & PlaceOrderDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byToken = { params: OrderTokenParamsSchema, response: { 200: BuyerOrderSchema } };
  api.post(
    '/orders',
    { schema: { body: PlaceOrderSchema, response: { 201: PlacedOrderSchema } } },
    async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const order = await placeOrder(deps, request.body, lang);
      // Read after the prompt was asked for: the page opens on the payment's state.
      const view = await getBuyerOrder(deps.db, order.token);
      return reply.code(201).send({ token: order.token, order: view });
    },
  );
  api.get('/orders/:token', { schema: byToken }, async (request) =>
    getBuyerOrder(deps.db, request.params.token),
  );
  api.post(
    '/orders/:token/pay',
    { schema: { ...byToken, body: PayOrderSchema } },
    async (request) =>
      payOrderAgain(deps, request.params.token, {
        phone: request.body.payPhone,
        network: request.body.network,
      }),
  );
  api.post(
    '/orders/:token/voucher',
    { schema: { ...byToken, body: VoucherSchema } },
    async (request) => submitBuyerVoucher(deps, request.params.token, request.body.voucher),
  );
  api.post('/orders/:token/cancel', { schema: byToken }, async (request) =>
    cancelByBuyer(deps, request.params.token),
  );
  api.post('/orders/:token/confirm', { schema: byToken }, async (request) =>
    confirmByBuyer(deps, request.params.token),
  );
  api.post(
    '/orders/:token/problem',
    { schema: { ...byToken, body: OrderProblemSchema } },
    async (request) => reportProblem(deps, request.params.token, request.body.text),
  );
}

export function registerSellerOrderRoutes(app: FastifyInstance, deps: SellerOrderDeps) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const one = { params: IdParamsSchema, response: { 200: SellerOrderSchema } };
    api.get(
      '/seller/orders',
      { schema: { response: { 200: SellerOrderListSchema } } },
      async (request) => listSellerOrders(deps.db, actorId(request)),
    );
    api.post(
      '/seller/orders/:id/accept',
      { schema: { ...one, body: AcceptOrderSchema } },
      async (request) => acceptOrder(deps, actorId(request), request.params.id, request.body),
    );
    api.post(
      '/seller/orders/:id/decline',
      { schema: { ...one, body: OrderReasonSchema } },
      async (request) =>
        cancelBySeller(deps, actorId(request), request.params.id, request.body.reason, 'decline'),
    );
    api.post(
      '/seller/orders/:id/cancel',
      { schema: { ...one, body: OrderReasonSchema } },
      async (request) =>
        cancelBySeller(
          deps,
          actorId(request),
          request.params.id,
          request.body.reason,
          'cancel_before_pickup',
        ),
    );
    api.post(
      '/seller/orders/:id/handover',
      { schema: { ...one, body: OrderHandoverSchema } },
      async (request) => handOver(deps, actorId(request), request.params.id, request.body.code),
    );
  });
}

export function registerAdminOrderRoutes(app: FastifyInstance, deps: AdminOrderDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get('/admin/orders', { schema: { response: { 200: AdminOrderListSchema } } }, async () =>
        listAdminOrders(deps.db),
      );
  });
  adminScope(app, deps.db, 'money', (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/orders/:id/resolve',
      {
        schema: {
          params: IdParamsSchema,
          body: ResolveOrderSchema,
          response: { 200: SellerOrderSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'money');
        return resolveDispute(deps, admin.id, request.params.id, request.body);
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/orders/:id/cancel',
      {
        schema: {
          params: IdParamsSchema,
          body: OrderReasonSchema,
          response: { 200: SellerOrderSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'money');
        return cancelByAdmin(deps, admin.id, request.params.id, request.body.reason);
      },
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/admin/orders/:id/retry',
        { schema: { params: IdParamsSchema, response: { 200: OrderRetrySchema } } },
        async (request) => {
          const admin = await requireAdminCan(request, deps.db, 'money');
          return retryOrderMoney(deps, admin.id, request.params.id);
        },
      );
  });
}
