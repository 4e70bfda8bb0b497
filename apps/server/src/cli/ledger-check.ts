// npm run ledger:check — recomputes every balance from the ledger's rows and checks every
// movement and payment against them (contexts/money/ledger/ledger-check.ts); exit 1 on any problem.
// Here with the other CLIs rather than in packages/db: it opens the database exactly as the
// server does (DATA_DIR or DATABASE_URL, .env included) through the server's own boot code.
// It only reads: it does not migrate (a database behind the code is reported, exit 2). On PGlite
// stop the server first: one directory is one process's database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentMigration, migrationJournal } from '@dwa/db/migrate';
import { formatGhs } from '@dwa/domain/money';
import { openDatabaseOrExit } from '../boot.ts';
import { reviewLedger } from '../contexts/money/public.ts';
import { loadCliEnv } from './load-env.ts';

const env = loadCliEnv();
if (!env.databaseUrl && !existsSync(join(env.dataDir, 'pgdata'))) {
  // PGlite would create an empty database there: nothing to check.
  console.error(`No database in ${join(env.dataDir, 'pgdata')} (set DATA_DIR or DATABASE_URL).`);
  process.exit(2);
}
const database = await openDatabaseOrExit(env, 'npm run ledger:check');
try {
  const newest = migrationJournal().at(-1)?.tag ?? null;
  const current = await currentMigration(database);
  if (current !== newest) {
    console.error(
      `The database is at migration ${current ?? 'none'}, the code expects ${newest}: run npm run db:migrate first.`,
    );
    process.exitCode = 2;
  } else {
    const { problems, summary } = await reviewLedger(database.db);
    console.log(
      `Ledger (${database.engine}): ${summary.movements} movements (${summary.rows} rows), ` +
        `${summary.accounts} account balances, ${summary.successfulPayments} completed payments; ` +
        `platform revenue ${formatGhs(summary.platformRevenuePesewas)} (sum of completed nets).`,
    );
    for (const problem of problems) console.log(`✗ ${problem.subject}: ${problem.message}`);
    console.log(
      problems.length === 0
        ? '✓ Every movement balances and every balance matches its rows.'
        : `${problems.length} problem${problems.length === 1 ? '' : 's'} found.`,
    );
    if (problems.length > 0) process.exitCode = 1;
  }
} finally {
  await database.close();
}
