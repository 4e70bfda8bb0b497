// npm run admin:create -- --email E [--phone P]
// Creates an admin with a random temporary password (printed once) that must be changed at the
// first sign-in. With --phone, sign-in also needs a WhatsApp code sent to that number.
import { parseArgs } from 'node:util';
import { migrateDatabase } from '@dwa/db/migrate';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import { openConfiguredDatabase } from '../boot.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { createAdmin } from '../modules/auth/admin-accounts.ts';
import { loadCliEnv } from './load-env.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, phone: { type: 'string' } },
});
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- --email admin@example.com [--phone 024XXXXXXX]');
  process.exit(2);
}
const phone = values.phone ? normalizeGhanaPhone(values.phone) : null;
if (values.phone && !phone) {
  console.error('--phone must be a Ghana number (024…, +233…).');
  process.exit(2);
}

const env = loadCliEnv();
const database = await openConfiguredDatabase(env);
try {
  await migrateDatabase(database);
  const { admin, password } = await createAdmin({ db: database.db }, { email, phone });
  console.log(`Admin created: ${admin.email}${phone ? ` (codes to ${phone})` : ''}`);
  console.log(`One-time password: ${password}`);
  console.log('It must be changed at the first sign-in (/admin/login).');
} catch (err) {
  console.error(isUniqueViolation(err) ? `An admin with e-mail ${email} already exists.` : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
