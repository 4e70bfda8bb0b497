// Instances that start together on an empty PostgreSQL database (a first deploy, a compose stack)
// all migrate it: they take turns under an advisory lock, so every one starts and each migration
// is applied once. (An embedded database has one process: nothing to take turns with.)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase, migrationJournal, rowsOf } from './migrate.ts';
import { withDatabase } from './testing/global-setup.ts';

const template = inject('dbTemplate');

describe.skipIf(template.kind !== 'postgres')(
  'migrating one PostgreSQL from several instances',
  () => {
    it('applies every migration once while four instances migrate at the same moment', async () => {
      if (template.kind !== 'postgres') return;
      const name = `dwa_t_${template.template.slice('dwa_tpl_'.length)}_m${randomBytes(3).toString('hex')}`;
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const instances = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: withDatabase(template.url, name), maxConnections: 2 }),
        ),
      );
      try {
        await Promise.all(instances.map((instance) => migrateDatabase(instance)));
        const applied = rowsOf<{ n: string }>(
          await instances[0]!.sql.executeSql(
            'select count(*) as n from drizzle.__drizzle_migrations',
          ),
        );
        expect(Number(applied[0]?.n)).toBe(migrationJournal().length);
        // The lock is given back: a later start migrates (nothing to do) without waiting.
        await migrateDatabase(instances[1]!);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
