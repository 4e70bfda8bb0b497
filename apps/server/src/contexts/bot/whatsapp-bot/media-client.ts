// Photos a WhatsApp user sends are fetched from Meta in two steps (integrations.md): the media id
// resolves to a short-lived URL, which is downloaded with the same bearer token. With the local
// outbox transport the same requests go to the app's own stand-in (dev-graph.routes.ts).
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';

export class MediaError extends Error {
  readonly reason: 'unavailable' | 'too_large';

  constructor(reason: 'unavailable' | 'too_large', message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface MediaClient {
  download(mediaId: string): Promise<Buffer>;
}

export function createMediaClient(options: {
  graphUrl: string;
  apiVersion: string;
  /** The bearer token, or how to read it now (an admin may save a new one: Bot Settings). */
  token: string | (() => Promise<string>);
  timeoutMs?: number;
}): MediaClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { token } = options;

  async function get(url: string, signal: AbortSignal) {
    let response: Response;
    try {
      const bearer = typeof token === 'string' ? token : await token();
      const headers = { authorization: `Bearer ${bearer}` };
      response = await fetch(url, { headers, signal, redirect: 'follow' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MediaError('unavailable', `media request failed: ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MediaError('unavailable', `media request answered ${response.status}`);
    }
    return response;
  }

  return {
    async download(mediaId) {
      if (!/^[\w.-]{1,256}$/.test(mediaId)) throw new MediaError('unavailable', 'bad media id');
      const signal = AbortSignal.timeout(timeoutMs);
      const meta = (await (
        await get(`${options.graphUrl}/${options.apiVersion}/${mediaId}`, signal)
      ).json()) as { url?: unknown; file_size?: unknown };
      if (typeof meta.url !== 'string') throw new MediaError('unavailable', 'no media url');
      if (typeof meta.file_size === 'number' && meta.file_size > PRODUCT_PHOTO_MAX_BYTES) {
        throw new MediaError('too_large', `media is ${meta.file_size} bytes`);
      }
      const response = await get(meta.url, signal);
      // Read at most the limit, whatever the headers claim.
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body ?? []) {
        size += chunk.byteLength;
        if (size > PRODUCT_PHOTO_MAX_BYTES) {
          throw new MediaError('too_large', 'media is larger than the photo limit');
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
  };
}
