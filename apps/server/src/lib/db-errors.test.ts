import { sellers } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isUniqueViolation } from './db-errors.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('recognises a unique-index failure from the real driver, and nothing else', async () => {
  const seller = await buildSeller(database.db);
  const duplicate = database.db
    .insert(sellers)
    .values({ businessName: 'Copy', whatsappNumber: seller.whatsappNumber, locationSlug: 'accra' });
  const err = await duplicate.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isUniqueViolation(err)).toBe(true);
  const other = await database.db
    .insert(sellers)
    .values({ businessName: 'Bad', whatsappNumber: '12345', locationSlug: 'accra' })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(other).not.toBeNull();
  expect(isUniqueViolation(other)).toBe(false);
});
