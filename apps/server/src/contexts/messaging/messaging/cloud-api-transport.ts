// Meta's WhatsApp Cloud API: POST /<version>/<phone-number-id>/messages. Text goes as free-form
// text (valid inside the 24-hour window); codes go as the approved authentication template,
// whose copy-code button needs the code twice (body parameter and URL-button parameter).
import type { Language } from '@dwa/domain/enums';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { SendableMessage, WhatsAppTransport } from './messenger.ts';

/** The token and phone-number id as they are now (an admin may save new ones: Bot Settings). */
export type CloudApiCredentials = () => Promise<{ token: string; phoneNumberId: string }>;

export interface CloudApiOptions {
  token: string;
  phoneNumberId: string;
  /** Read before every send, over `token` and `phoneNumberId` where it answers a value. */
  credentials?: CloudApiCredentials;
  apiVersion: string;
  /** Without a trailing slash, e.g. https://graph.facebook.com. */
  graphUrl: string;
  /** Name of the approved authentication template. */
  otpTemplate: string;
  /** Template language per Dwa language. Meta has no Twi or Pidgin, so both default to the
   * English translation. */
  templateLanguages?: Partial<Record<Language, string>>;
  /** Give up on Meta after this long. Default 5 s. */
  timeoutMs?: number;
}

const DEFAULT_TEMPLATE_LANGUAGES: Record<Language, string> = {
  en: 'en_US',
  tw: 'en_US',
  pidgin: 'en_US',
};

/** What Meta's error body says beyond its code (Graph API error handling: `error.message`,
 * `error_data.details`, `is_transient`). */
export interface MetaErrorFields {
  /** The title: Meta puts it in `message` after "(#code) ". */
  title?: string;
  details?: string;
  subcode?: number;
  isTransient?: boolean;
}

/** Meta refused the message, did not answer in time, or could not be reached (status null). */
export class WhatsAppApiError extends Error {
  readonly status: number | null;
  readonly metaCode?: number;
  readonly meta: MetaErrorFields;

  constructor(
    message: string,
    status: number | null,
    metaCode?: number,
    meta: MetaErrorFields = {},
  ) {
    super(message);
    this.status = status;
    this.metaCode = metaCode;
    this.meta = meta;
    this.name = 'WhatsAppApiError';
  }
}

/** The JSON body Meta expects for one message. */
export function buildCloudApiPayload(
  toE164: string,
  message: SendableMessage,
  options: Pick<CloudApiOptions, 'otpTemplate' | 'templateLanguages'>,
) {
  const to = toWhatsAppDigits(toE164);
  const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (message.kind === 'text') {
    return { ...envelope, type: 'text', text: { body: message.body, preview_url: false } };
  }
  if (message.kind === 'buttons') {
    // Interactive reply buttons: at most 3, titles of at most 20 characters (Meta's limits).
    return {
      ...envelope,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: message.body },
        action: {
          buttons: message.buttons.map((b) => ({
            type: 'reply',
            reply: { id: b.id, title: b.title.slice(0, 20) },
          })),
        },
      },
    };
  }
  if (message.kind === 'template') {
    // An approved template, the only kind Meta delivers outside the 24-hour window.
    return {
      ...envelope,
      type: 'template',
      template: {
        name: message.name,
        language: { code: message.languageCode },
        components: [
          {
            type: 'body',
            parameters: message.parameters.map((text) => ({ type: 'text', text })),
          },
          // Each quick-reply button of the approved template, with the payload its tap returns.
          ...(message.buttonPayloads ?? []).map((payload, index) => ({
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{ type: 'payload', payload }],
          })),
        ],
      },
    };
  }
  const languages = { ...DEFAULT_TEMPLATE_LANGUAGES, ...options.templateLanguages };
  const code = [{ type: 'text', text: message.code }];
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: options.otpTemplate,
      language: { code: languages[message.language] },
      components: [
        { type: 'body', parameters: code },
        { type: 'button', sub_type: 'url', index: '0', parameters: code },
      ],
    },
  };
}

export function createCloudApiTransport(options: CloudApiOptions): WhatsAppTransport {
  const timeoutMs = options.timeoutMs ?? 5000;
  const current = async () => {
    const saved = options.credentials ? await options.credentials() : undefined;
    return {
      token: saved?.token || options.token,
      phoneNumberId: saved?.phoneNumberId || options.phoneNumberId,
    };
  };

  return {
    channel: 'cloud_api',
    async deliver(toE164, message) {
      const { token, phoneNumberId } = await current();
      const url = `${options.graphUrl}/${options.apiVersion}/${phoneNumberId}/messages`;
      const controller = new AbortController();
      // Covers reading the body too: a server that sends headers and then stalls still ends.
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(buildCloudApiPayload(toE164, message, options)),
          signal: controller.signal,
        });
        const raw = await response.text();
        if (!response.ok) throw refusal(response.status, response.statusText, raw);
        return { providerMessageId: acceptedId(raw) };
      } catch (error) {
        if (error instanceof WhatsAppApiError) throw error;
        if (controller.signal.aborted) {
          throw new WhatsAppApiError(
            `WhatsApp Cloud API did not answer within ${timeoutMs} ms`,
            null,
          );
        }
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new WhatsAppApiError(`WhatsApp Cloud API unreachable: ${reason}`, null);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Meta answers `{ messages: [{ id: "wamid…" }] }`; status receipts later name that id. */
function acceptedId(raw: string): string | null {
  try {
    const id = (JSON.parse(raw) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

interface MetaErrorBody {
  message?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  is_transient?: unknown;
  error_data?: { details?: unknown } | null;
}

/** Meta's error body is `{ error: { message, type, code, error_subcode, error_data: {
 * messaging_product, details }, fbtrace_id } }` (WhatsApp error codes reference). */
function refusal(status: number, statusText: string, raw: string): WhatsAppApiError {
  let detail: MetaErrorBody | undefined;
  try {
    const body = (JSON.parse(raw) as { error?: unknown }).error;
    if (body !== null && typeof body === 'object') detail = body as MetaErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, say): fall back to the status text.
  }
  const message =
    typeof detail?.message === 'string' ? detail.message : statusText || raw.slice(0, 200);
  const code = Number.isSafeInteger(detail?.code) ? (detail?.code as number) : undefined;
  const details = detail?.error_data?.details;
  const meta: MetaErrorFields = {};
  if (typeof detail?.message === 'string') {
    meta.title = detail.message.replace(/^\(#\d+\)\s*/, '').slice(0, 300);
  }
  if (typeof details === 'string') meta.details = details.slice(0, 1000);
  if (Number.isSafeInteger(detail?.error_subcode)) meta.subcode = detail?.error_subcode as number;
  if (typeof detail?.is_transient === 'boolean') meta.isTransient = detail.is_transient;
  return new WhatsAppApiError(
    `WhatsApp Cloud API answered ${status}: ${message}`,
    status,
    code,
    meta,
  );
}
