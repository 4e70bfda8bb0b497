// product_kind(title): what a product is, computed by the database from its title with the
// domain's kinds (packages/domain/src/search-kinds.ts, decision 037): the first kind whose words
// the title has. IMMUTABLE, so the generated search document can call it; every write path gets
// it for free. A change of the kinds needs a migration that replaces the function and rewrites
// the rows (`update products set title = title`); a test fails until then.
import { KINDS, kindTitleQuery } from '@dwa/domain/search-kinds';

/** The function's body (what pg_proc.prosrc holds). */
export function productKindBody(): string {
  const cases = KINDS.map(
    (k) =>
      `    when v @@ to_tsquery('english'::regconfig, '${kindTitleQuery(k).replaceAll("'", "''")}') then '${k.id}'`,
  );
  // The title's document once; the constant queries are folded when the function is planned.
  return `\n  select case\n${cases.join('\n')}\n  end\n  from (select to_tsvector('english'::regconfig, coalesce(title, '')) as v) as t\n`;
}

export function productKindFunction(): string {
  return `CREATE OR REPLACE FUNCTION product_kind(title text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $kind$${productKindBody()}$kind$;`;
}
