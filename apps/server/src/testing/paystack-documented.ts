// Paystack's bodies as its documentation shows them, for the fake Paystack and the conformance
// tests. Each builder keeps every field of the documented example (names, nesting, types) and
// takes only what a test must choose: Dwa's reference, the amounts, the status. Source: Paystack's
// own documentation snippets, github.com/PaystackOSS/doc-code-snippets (commit 94af513,
// 2026-02-23); each builder names its file. Examples from other countries are written for Ghana
// (GHS, mobile money), as Dwa's account is.

/** A transaction as `GET /transaction/verify/:reference` answers it and as the data of
 * `charge.success`: src/api/transactions/verify/response.json (which carries `requested_amount`:
 * amount 40333 = requested 30050 + fees 10283 when the customer pays the fees) and
 * src/doc/payments/payment-methods/mobile-event/index.json (a GHS mobile money charge.success). */
export function documentedTransaction(t: {
  reference: string;
  status: string;
  amount: number;
  requested_amount: number;
  fees: number | null;
  paid_at: string | null;
  gateway_response: string | null;
}) {
  return {
    id: 4099260516,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.amount,
    message: null,
    gateway_response: t.gateway_response,
    paid_at: t.paid_at,
    created_at: '2026-11-24T09:59:00.000Z',
    channel: 'mobile_money',
    currency: 'GHS',
    ip_address: '18.130.236.148, 141.101.99.73',
    metadata: '',
    log: null,
    fees: t.fees,
    fees_split: null,
    authorization: {
      authorization_code: 'AUTH_0aqm8ddx6s',
      bin: '055XXX',
      last4: 'X149',
      exp_month: '12',
      exp_year: '9999',
      channel: 'mobile_money',
      card_type: '',
      bank: 'MTN Mobile Money',
      country_code: 'GH',
      brand: 'Mtn mobile money',
      reusable: false,
      signature: null,
      account_name: null,
    },
    customer: {
      id: 16678,
      first_name: null,
      last_name: null,
      email: 'seller@sellers.dwa.invalid',
      customer_code: 'CUS_2jk1i8ezoam49br',
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paid_at,
    createdAt: '2026-11-24T09:59:00.000Z',
    requested_amount: t.requested_amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: '2026-11-24T09:59:00.000Z',
    plan_object: {},
    subaccount: {},
  };
}

/** `POST /charge` answers for Ghana mobile money: pay_offline (MTN, AirtelTigo),
 * src/doc/payments/payment-methods/mobile-airtel-mtn/index.json; send_otp (Telecel),
 * mobile-vodafone/index.json; a charge still under way, mobile-response-late/index.json. */
export const documentedChargeAttempt = (
  reference: string,
  status: 'pay_offline' | 'send_otp' | 'pending',
  displayText?: string,
) => ({
  status: true,
  message: 'Charge attempted',
  data: {
    reference,
    status,
    ...(displayText === undefined ? {} : { display_text: displayText }),
  },
});

export const MTN_DISPLAY_TEXT = 'Please complete authorization process on your mobile phone';
export const TELECEL_DISPLAY_TEXT =
  'Please dial *110# to generate a voucher code. Then input the voucher';

/** A transfer as `transfer.success` / `transfer.failed` / `transfer.reversed` carry it and as
 * `GET /transfer/verify/:reference` answers it: src/doc/payments/webhooks/events/
 * transfer-successful.json, transfer-failed.json, transfer-reversed.json and
 * src/api/transfers/verify/response.json. */
export function documentedTransfer(t: {
  reference: string;
  status: string;
  amount: number;
  reason: string;
  recipientCode: string;
  accountNumber: string;
  bankCode: string;
  name: string;
}) {
  return {
    amount: t.amount,
    createdAt: '2026-11-24T10:00:00.000Z',
    currency: 'GHS',
    domain: 'test',
    failures: null,
    id: 860703114,
    integration: { id: 463433, is_live: true, business_name: 'Dwa' },
    reason: t.reason,
    reference: t.reference,
    source: 'balance',
    source_details: null,
    status: t.status,
    titan_code: null,
    transfer_code: `TRF_${t.reference}`,
    transferred_at:
      t.status === 'success' || t.status === 'reversed' ? '2026-11-24T10:01:00.000Z' : null,
    updatedAt: '2026-11-24T10:01:00.000Z',
    recipient: {
      active: true,
      createdAt: '2026-11-24T10:00:00.000Z',
      currency: 'GHS',
      description: '',
      domain: 'test',
      email: null,
      id: 56824902,
      integration: 463433,
      metadata: null,
      name: t.name,
      recipient_code: t.recipientCode,
      type: 'mobile_money',
      updatedAt: '2026-11-24T10:00:00.000Z',
      is_deleted: false,
      details: {
        authorization_code: null,
        account_number: t.accountNumber,
        account_name: null,
        bank_code: t.bankCode,
        bank_name: t.bankCode,
      },
    },
    session: { provider: null, id: null },
    fee_charged: 0,
    gateway_response: null,
  };
}

/** `POST /transferrecipient` for a Ghana MoMo wallet:
 * src/doc/transfers/recipients/transfer-recipient-momo/index.json. */
export const documentedRecipient = (r: {
  code: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}) => ({
  active: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  currency: 'GHS',
  domain: 'test',
  id: 25753454,
  integration: 519035,
  name: r.name,
  recipient_code: r.code,
  type: 'mobile_money',
  updatedAt: '2026-11-24T10:00:00.000Z',
  is_deleted: false,
  isDeleted: false,
  details: {
    authorization_code: null,
    account_number: r.accountNumber,
    account_name: null,
    bank_code: r.bankCode,
    bank_name: r.bankCode,
  },
});

/** A secret key Paystack does not accept: 401 with this body (src/api/products/create/
 * response.json, "401 Unauthorized"; docs: "API requests made without authentication will fail
 * with the status code 401: Unauthorized"). */
export const INVALID_KEY = { status: false, message: 'Invalid key' } as const;

/** `POST /transfer` naming a recipient code Paystack does not have (src/api/transfers/initiate/
 * response.json, "400 Bad Request"). */
export const INVALID_RECIPIENT = {
  status: false,
  message: 'Recipient specified is invalid',
  meta: {
    nextStep:
      'Provide a valid recipient. Ensure you are passing the recipient code in the recipient param',
  },
  type: 'validation_error',
  code: 'invalid_transfer_recipient',
} as const;

/** `GET /transfer/verify/:reference` for a reference Paystack has no transfer for ("404 Not
 * Found" in src/api/transfers/verify/response.json). */
export const TRANSFER_NOT_FOUND = { status: false, message: 'Transfer not found' } as const;
