// npm run admin:create -- --email E [--phone P] [--role super_admin|support]
// Creates an admin with a random temporary password (printed once) that must be changed at the
// first sign-in. With --phone, sign-in also needs a WhatsApp code sent to that number. --role
// support: reads and moderates, never money, settings or admins (decision 041).
import { migrateDatabase } from '@dwa/db/migrate';
import { openDatabaseOrExit } from '../boot.ts';
import { createAdmin } from '../contexts/accounts/public.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { parseAdminCreateArgs } from './admin-create-args.ts';
import { loadCliEnv } from './load-env.ts';

const parsed = parseAdminCreateArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(parsed.message);
  process.exit(2);
}
const { email, phone, role } = parsed;

const env = loadCliEnv();
const database = await openDatabaseOrExit(env, 'npm run admin:create');
try {
  await migrateDatabase(database);
  const { admin, password } = await createAdmin({ db: database.db }, { email, phone, role });
  console.log(`Admin created: ${admin.email} (${admin.role})${phone ? `, codes to ${phone}` : ''}`);
  console.log(`One-time password: ${password}`);
  console.log('It must be changed at the first sign-in (/admin/login).');
} catch (err) {
  console.error(isUniqueViolation(err) ? `An admin with e-mail ${email} already exists.` : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
