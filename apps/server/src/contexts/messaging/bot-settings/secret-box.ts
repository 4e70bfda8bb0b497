// Secrets admins save (the bot's tokens) are kept in the settings table sealed with AES-256-GCM:
// a key derived from SETTINGS_SECRET, a random 96-bit IV per value, the 128-bit tag checked on
// opening, and the field's name as additional data (a sealed app secret cannot be passed off as
// the access token). Format: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(field: string, plaintext: string): string;
  /** The plaintext, or null when it was sealed with another key, altered, or is not sealed. */
  open(field: string, sealed: unknown): string | null;
}

const VERSION = 'v1';

export function createSecretBox(settingsSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', settingsSecret, '', 'dwa settings aes-256-gcm', 32));
  return {
    seal(field, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
      cipher.setAAD(Buffer.from(field));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(field, sealed) {
      if (typeof sealed !== 'string') return null;
      const [version, iv, tag, data, extra] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined || extra !== undefined) {
        return null;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: 16,
        });
        decipher.setAAD(Buffer.from(field));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
