// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1), per targets.md.
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export function verifyPassword(stored: string, plain: string): Promise<boolean> {
  return verify(stored, plain).catch(() => false);
}
