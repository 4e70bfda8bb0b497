// A one-time code waits in the outbox until its send job runs. The row must not hold a live code
// in clear (the outbox is an admin screen and a backup), so the code is sealed with AES-256-GCM
// under a key derived from SESSION_SECRET, and the sealed value is erased once the message is
// sent or has failed for good.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Language } from '@dwa/domain/enums';

export interface CodeSealer {
  seal(code: string): string;
  /** Null when the value was not sealed with this secret (or was tampered with). */
  open(sealed: string): string | null;
}

export function createCodeSealer(secret: string): CodeSealer {
  const key = createHmac('sha256', secret).update('dwa:outbox-code-seal').digest();
  return {
    seal(code) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

export interface SealedCodePayload {
  kind: 'code';
  language: Language;
  sealedCode: string;
}

export const sealedCodePayload = (
  sealer: CodeSealer,
  message: { code: string; language: Language },
): Record<string, unknown> & SealedCodePayload => ({
  kind: 'code',
  language: message.language,
  sealedCode: sealer.seal(message.code),
});

export function isSealedCodePayload(value: unknown): value is SealedCodePayload {
  const v = value as Partial<SealedCodePayload> | null;
  return v?.kind === 'code' && typeof v.sealedCode === 'string' && typeof v.language === 'string';
}
