// The fake Paystack's memory and default answers: charges, recipients and transfers, with the
// flows Ghana mobile money takes (MTN and AirtelTigo prompt the phone, Telecel asks for a
// voucher). Paystack's envelope throughout: `{ status: true, message, data }`, errors
// `{ status: false, message }`; the data are the documented bodies (paystack-documented.ts).
// Fees follow Paystack Ghana's published 1.95% for MoMo unless a test settles with its own; with
// `feesOnCustomer` (the dashboard's "who pays the fees") the payer pays the price plus the fee.
import {
  documentedRecipient,
  documentedTransaction,
  documentedTransfer,
  INVALID_RECIPIENT,
  MTN_DISPLAY_TEXT,
  TELECEL_DISPLAY_TEXT,
  TRANSFER_NOT_FOUND,
} from './paystack-documented.ts';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** What `GET /bank?currency=GHS&type=mobile_money` lists (shape of Paystack's answer). */
export const FAKE_MOMO_BANKS = [
  { id: 28, name: 'MTN', slug: 'mtn-gh', code: 'MTN', type: 'mobile_money' },
  { id: 66, name: 'Vodafone', slug: 'vod-gh', code: 'VOD', type: 'mobile_money' },
  { id: 29, name: 'AirtelTigo', slug: 'tgo-gh', code: 'ATL', type: 'mobile_money' },
].map((bank) => ({ ...bank, country: 'Ghana', currency: 'GHS', active: true, longcode: '' }));

type ChargeState = 'pay_offline' | 'send_otp' | 'success' | 'failed';

interface FakeCharge {
  reference: string;
  /** What Dwa asked for. */
  requested: number;
  /** Paystack's fee, once the charge succeeded. */
  fees: number | null;
  /** Who pays that fee for this charge. */
  feesOnCustomer: boolean;
  email: string;
  status: ChargeState;
  paidAt: string | null;
}

interface FakeTransfer {
  reference: string;
  amount: number;
  recipient: FakeRecipient;
  reason: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
}

interface FakeRecipient {
  code: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface FakeStateOptions {
  /** The payer pays Paystack's fee on top of the price (amount = requested_amount + fees). */
  feesOnCustomer?: boolean;
}

export interface SettleOptions {
  /** Paystack's fee for this charge, instead of 1.95 %. */
  fees?: number;
  /** This charge's payer pays the fee (whatever the account's setting). */
  feesOnCustomer?: boolean;
}

const ok = (message: string, data: unknown): FakeAnswer => ({
  status: 200,
  body: { status: true, message, data },
});
const refuse = (status: number, message: string): FakeAnswer => ({
  status,
  body: { status: false, message },
});

const GATEWAY_RESPONSES: Record<ChargeState, string | null> = {
  pay_offline: null,
  send_otp: null,
  success: 'Approved',
  failed: 'Declined by customer',
};

export const fakeFee = (amount: number) => Math.round(amount * 0.0195);

const PROMPTS: Record<string, { status: ChargeState; display_text: string }> = {
  mtn: { status: 'pay_offline', display_text: MTN_DISPLAY_TEXT },
  atl: { status: 'pay_offline', display_text: MTN_DISPLAY_TEXT },
  vod: { status: 'send_otp', display_text: TELECEL_DISPLAY_TEXT },
};

export function createFakeState(options: FakeStateOptions = {}) {
  const charges = new Map<string, FakeCharge>();
  const transfers = new Map<string, FakeTransfer>();
  const recipients = new Map<string, FakeRecipient>(); // bank:account → recipient
  let nextId = 1;

  const chargeData = (c: FakeCharge) => {
    const fees = c.status === 'success' ? c.fees : null;
    return documentedTransaction({
      reference: c.reference,
      // A prompt not yet answered reads as 'ongoing' on verify.
      status: c.status === 'pay_offline' || c.status === 'send_otp' ? 'ongoing' : c.status,
      amount: c.feesOnCustomer && fees !== null ? c.requested + fees : c.requested,
      requested_amount: c.requested,
      fees,
      paid_at: c.paidAt,
      gateway_response: GATEWAY_RESPONSES[c.status],
    });
  };
  const transferData = (t: FakeTransfer) =>
    documentedTransfer({
      reference: t.reference,
      status: t.status,
      amount: t.amount,
      reason: t.reason,
      recipientCode: t.recipient.code,
      accountNumber: t.recipient.accountNumber,
      bankCode: t.recipient.bankCode,
      name: t.recipient.name,
    });

  function charge(body: Record<string, unknown>): FakeAnswer {
    const momo = (body.mobile_money ?? {}) as Record<string, unknown>;
    const { email, amount, currency, reference } = body;
    if (typeof email !== 'string' || !email.includes('@')) return refuse(400, 'Invalid email');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) {
      return refuse(400, 'Invalid amount');
    }
    if (currency !== 'GHS') return refuse(400, 'Currency not supported by merchant');
    if (typeof reference !== 'string' || reference === '') return refuse(400, 'Invalid reference');
    if (charges.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    if (typeof momo.phone !== 'string' || !/^0\d{9}$/.test(momo.phone)) {
      return refuse(400, 'Invalid phone number');
    }
    const prompt = PROMPTS[String(momo.provider)];
    if (prompt === undefined) return refuse(400, 'Invalid mobile money provider');
    charges.set(reference, {
      reference,
      requested: amount as number,
      fees: null,
      feesOnCustomer: options.feesOnCustomer ?? false,
      email,
      status: prompt.status,
      paidAt: null,
    });
    return ok('Charge attempted', { reference, ...prompt });
  }

  function submitOtp(body: Record<string, unknown>): FakeAnswer {
    const found = charges.get(String(body.reference));
    if (found === undefined) return refuse(400, 'Transaction reference not found');
    if (found.status !== 'send_otp') return refuse(400, 'Transaction is not awaiting an OTP');
    if (typeof body.otp !== 'string' || body.otp === '') return refuse(400, 'Invalid OTP');
    // The voucher is the customer's authorisation: the charge completes.
    found.status = 'success';
    found.fees = fakeFee(found.requested);
    found.paidAt = new Date().toISOString();
    return ok('Charge attempted', { ...chargeData(found), status: 'success' });
  }

  function createRecipient(body: Record<string, unknown>): FakeAnswer {
    const { type, name, account_number, bank_code, currency } = body;
    if (type !== 'mobile_money' || currency !== 'GHS')
      return refuse(400, 'Invalid type or currency');
    if (typeof name !== 'string' || name === '') return refuse(400, 'Name is required');
    if (typeof account_number !== 'string' || !/^0\d{9}$/.test(account_number)) {
      return refuse(400, 'Invalid account number');
    }
    if (!FAKE_MOMO_BANKS.some((bank) => bank.code === bank_code)) {
      return refuse(400, 'Invalid bank code');
    }
    const key = `${bank_code}:${account_number}`;
    const existing = recipients.get(key) ?? {
      code: `RCP_fake${nextId++}`,
      name,
      accountNumber: account_number,
      bankCode: bank_code as string,
    };
    recipients.set(key, existing);
    return ok('Transfer recipient created successfully', documentedRecipient(existing));
  }

  function transfer(body: Record<string, unknown>): FakeAnswer {
    const { source, amount, recipient, reference, reason } = body;
    if (source !== 'balance') return refuse(400, 'Invalid source');
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
      return refuse(400, 'Invalid amount');
    const to = [...recipients.values()].find((r) => r.code === recipient);
    if (to === undefined) return { status: 400, body: INVALID_RECIPIENT };
    if (typeof reference !== 'string' || reference === '') return refuse(400, 'Invalid reference');
    if (transfers.has(reference)) return refuse(400, 'Duplicate Transfer Reference');
    const created: FakeTransfer = {
      reference,
      amount: amount as number,
      recipient: to,
      reason: typeof reason === 'string' ? reason : '',
      status: 'pending',
    };
    transfers.set(reference, created);
    return ok('Transfer has been queued', transferData(created));
  }

  return {
    handle(method: string, path: string, body: unknown): FakeAnswer {
      const [pathname = '/', query = ''] = path.split('?');
      const json = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      if (method === 'POST' && typeof body !== 'object') return refuse(400, 'Invalid JSON body');
      const route = `${method} ${pathname}`;
      if (route === 'GET /bank') {
        const params = new URLSearchParams(query);
        const momo = params.get('currency') === 'GHS' && params.get('type') === 'mobile_money';
        return ok('Banks retrieved', momo ? FAKE_MOMO_BANKS : []);
      }
      if (route === 'POST /charge') return charge(json);
      if (route === 'POST /charge/submit_otp') return submitOtp(json);
      if (route === 'POST /transferrecipient') return createRecipient(json);
      if (route === 'POST /transfer') return transfer(json);
      const verify = /^GET \/(transaction|transfer)\/verify\/([^/]+)$/.exec(route);
      if (verify) {
        const reference = decodeURIComponent(verify[2] ?? '');
        if (verify[1] === 'transaction') {
          const found = charges.get(reference);
          return found
            ? ok('Verification successful', chargeData(found))
            : refuse(400, 'Transaction reference not found');
        }
        const found = transfers.get(reference);
        if (found === undefined) return { status: 404, body: TRANSFER_NOT_FOUND };
        // Pending, then done by the time anyone asks.
        if (found.status === 'pending') found.status = 'success';
        return ok('Transfer retrieved', transferData(found));
      }
      return refuse(404, `No route ${route}`);
    },

    settleCharge(reference: string, result: 'success' | 'failed', settle: SettleOptions = {}) {
      const found = charges.get(reference);
      if (found === undefined) throw new Error(`Fake Paystack has no charge ${reference}`);
      found.status = result;
      found.fees = result === 'success' ? (settle.fees ?? fakeFee(found.requested)) : null;
      found.feesOnCustomer = settle.feesOnCustomer ?? found.feesOnCustomer;
      found.paidAt = result === 'success' ? new Date().toISOString() : null;
      return { event: `charge.${result}`, data: chargeData(found) };
    },

    /** Paystack no longer has the recipients it gave out (deleted on the dashboard, another
     * account's key): a transfer naming one is refused as invalid. */
    forgetRecipients() {
      recipients.clear();
    },

    settleTransfer(reference: string, result: 'success' | 'failed' | 'reversed') {
      const found = transfers.get(reference);
      if (found === undefined) throw new Error(`Fake Paystack has no transfer ${reference}`);
      found.status = result;
      return { event: `transfer.${result}`, data: transferData(found) };
    },
  };
}
