// A local stand-in for Meta's Graph API send endpoint (POST /<version>/<phone-number-id>/messages)
// on 127.0.0.1, answering the documented bodies: the success body of the Cloud API messages
// reference and the error body of the WhatsApp error-codes reference, `{ error: { message,
// type, code, error_subcode?, error_data: { messaging_product, details }, fbtrace_id } }`
// (the titles and details below are Meta's wording). It records every request in arrival
// order, so tests can check what Meta got, when and in which order.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphRequest {
  /** 1, 2, 3 … in the order requests arrived. */
  n: number;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** The recipient's digits (`to`). */
  to: string;
}

export interface GraphAnswer {
  status: number;
  body: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export type Responder = (request: GraphRequest) => GraphAnswer | Promise<GraphAnswer>;

/** Meta's success body for a sent message. */
export const accepted = (request: GraphRequest, id = `wamid.fake-${request.n}`): GraphAnswer => ({
  status: 200,
  body: {
    messaging_product: 'whatsapp',
    contacts: [{ input: request.to, wa_id: request.to }],
    messages: [{ id }],
  },
});

interface Documented {
  status: number;
  message: string;
  details?: string;
  subcode?: number;
}

/** Errors as Meta documents them: HTTP status, `message` ("(#code) title"), `details`. */
export const META_ERRORS = {
  pairRateLimit: {
    status: 400,
    message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    details:
      'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
  },
  throughput: {
    status: 400,
    message: '(#130429) Rate limit hit',
    details: 'Cloud API message throughput has been reached.',
  },
  spamRateLimit: {
    status: 400,
    message: '(#131048) Spam rate limit hit',
    details:
      'Message failed to send because there are restrictions on how many messages can be sent from this phone number. This may be because too many previous messages were blocked or flagged as spam.',
  },
  appRateLimit: { status: 400, message: '(#4) Application request limit reached' },
  wabaRateLimit: { status: 400, message: '(#80007) Rate limit issues' },
  somethingWentWrong: {
    status: 500,
    message: '(#131000) Something went wrong',
    details: 'Message failed to send due to an unknown error.',
  },
  serviceUnavailable: {
    status: 503,
    message: '(#131016) Service unavailable',
    details: 'A service is temporarily unavailable.',
  },
  undeliverable: {
    status: 400,
    message: '(#131026) Message Undeliverable',
    details:
      'Message failed to send because this user is not on WhatsApp or has not accepted the latest Terms of Service.',
  },
  reEngagement: {
    status: 400,
    message: '(#131047) Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  unsupportedType: {
    status: 400,
    message: '(#131051) Unsupported message type',
    details: 'Message type is not currently supported.',
  },
  templateMissing: {
    status: 404,
    message: '(#132001) Template name does not exist in the translation',
    details: 'template name (dwa_welcome_en) does not exist in en_US',
  },
  invalidParameter: { status: 400, message: '(#100) Invalid parameter' },
  notRegistered: {
    status: 400,
    message: '(#133010) Account not registered',
    details: 'The phone number is not registered on the WhatsApp Business Platform.',
  },
  /** Graph API error handling: an expired session (code 190, subcode 463), HTTP 401. */
  tokenExpired: {
    status: 401,
    message:
      'Error validating access token: Session has expired on Tuesday, 01-Dec-26 08:00:00 PST. The current time is Tuesday, 01-Dec-26 09:00:00 PST.',
    subcode: 463,
  },
  permissionDenied: {
    status: 403,
    message: '(#10) Application does not have permission for this action',
  },
} satisfies Record<string, Documented>;

const CODES: Record<keyof typeof META_ERRORS, number> = {
  pairRateLimit: 131056,
  throughput: 130429,
  spamRateLimit: 131048,
  appRateLimit: 4,
  wabaRateLimit: 80007,
  somethingWentWrong: 131000,
  serviceUnavailable: 131016,
  undeliverable: 131026,
  reEngagement: 131047,
  unsupportedType: 131051,
  templateMissing: 132001,
  invalidParameter: 100,
  notRegistered: 133010,
  tokenExpired: 190,
  permissionDenied: 10,
};

/** Meta's error answer for `name`, or for any `code` with a made-up message. */
export function metaError(name: keyof typeof META_ERRORS | number, status = 400): GraphAnswer {
  const known = typeof name === 'string' ? (META_ERRORS[name] as Documented) : undefined;
  const code = typeof name === 'string' ? CODES[name] : name;
  const error: Record<string, unknown> = {
    message: known?.message ?? `(#${code}) Something Dwa has not seen`,
    type: 'OAuthException',
    code,
    fbtrace_id: 'AbCdEfGhIjK12345',
  };
  if (known?.subcode) error.error_subcode = known.subcode;
  if (known?.details) error.error_data = { messaging_product: 'whatsapp', details: known.details };
  return { status: known?.status ?? status, body: { error } };
}

export interface FakeGraph {
  url: string;
  requests: GraphRequest[];
  /** How the next requests are answered (default: accepted). */
  respond: Responder;
  close(): Promise<void>;
}

export async function startFakeGraph(respond: Responder = accepted): Promise<FakeGraph> {
  const requests: GraphRequest[] = [];
  const fake = { respond } as FakeGraph;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    req.setEncoding('utf8');
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const request: GraphRequest = {
      n: requests.length + 1,
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body,
      to: String(body.to ?? ''),
    };
    requests.push(request);
    const answer = await fake.respond(request);
    if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.requests = requests;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return fake;
}

/** The free text or template name a request carried (what the recipient would see). */
export function whatWasSent(request: GraphRequest): string {
  const b = request.body as {
    type?: string;
    text?: { body?: string };
    template?: { name?: string };
    interactive?: { body?: { text?: string } };
  };
  if (b.type === 'text') return b.text?.body ?? '';
  if (b.type === 'template') return `template:${b.template?.name ?? ''}`;
  return b.interactive?.body?.text ?? '';
}
