/** True when a query failed on a unique index (PostgreSQL 23505), e.g. two sign-ups racing for
 * one phone number. Drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown }; code?: unknown }).cause?.code;
  return code === '23505' || (err as { code?: unknown }).code === '23505';
}
