// Vitest globalSetup: migrate ONE template per run. PGlite: a dump every test file loads into
// its own in-memory database. PostgreSQL: a template database every test file copies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate:
      | { kind: 'pglite'; dumpPath: string }
      | { kind: 'postgres'; url: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const handle = await openDatabase();
    await migrateDatabase(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    const dir = await mkdtemp(join(tmpdir(), 'dwa-tpl-'));
    const dumpPath = join(dir, 'template.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', { kind: 'pglite', dumpPath });
    return () => rm(dir, { recursive: true, force: true });
  }

  const template = `dwa_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template) });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('dbTemplate', { kind: 'postgres', url: databaseUrl, template });
  return async () => {
    const copies = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`dwa_t_${template.slice('dwa_tpl_'.length)}%`],
    );
    for (const { datname } of copies.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
