// Path, query and body of one request, each either inside its schema (at the edges) or outside
// it, as text ready for the wire. Path and query values are strings on the wire, so "outside"
// there means text the coerced schema refuses: a control character (refused for every field by
// plugins/errors.ts), off pattern, out of range, too long, outside the enum.
import fc from 'fast-check';
import {
  extraFields,
  invalidValue,
  type JsonSchema,
  validValue,
  wrongKind,
} from './json-schema-values.ts';
import type { Parameter } from './route-inputs.ts';

const CONTROL_IN_TEXT = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f'))
  .map(([text, c]) => `${text}${c}${text}`);

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Texts a path or query parameter of this schema refuses. */
function invalidParamText(s: JsonSchema): fc.Arbitrary<string> {
  const out: fc.Arbitrary<string>[] = [CONTROL_IN_TEXT];
  const type = [s.type].flat()[0];
  if (s.enum) {
    const outside = ['other', 'x', ...s.enum.map((v) => `${String(v)}x`)].filter(
      (v) => !s.enum?.map(String).includes(v),
    );
    out.push(fc.constantFrom(...outside));
  } else if (type === 'string') {
    // The string's own refusals, minus the wrong kinds (every wire value is text).
    out.push(
      invalidValue({ ...s, type: 'string' }).filter(
        (v) => typeof v === 'string',
      ) as fc.Arbitrary<string>,
    );
  } else if (type === 'number' || type === 'integer') {
    const nonNumbers = ['abc', 'NaN', 'Infinity', '1e999', '-', '1,5'];
    const range = [
      ...(s.minimum !== undefined ? [String(s.minimum - 1)] : []),
      ...(s.maximum !== undefined ? [String(s.maximum + 1), '9'.repeat(40)] : []),
      ...(type === 'integer' ? ['1.5'] : []),
    ];
    out.push(fc.constantFrom(...nonNumbers, ...range));
  }
  return fc.oneof(...out);
}

function validParamText(s: JsonSchema, knownIds: string[]): fc.Arbitrary<string> {
  const value = validValue(s)
    .filter((v) => v !== null)
    .map(asText);
  return s.format === 'uuid' && knownIds.length
    ? fc.oneof(fc.constantFrom(...knownIds), value)
    : value;
}

/** `/api/x/:id` with every parameter filled; `corrupt` makes at least one refused. */
export function pathArb(
  url: string,
  params: Parameter[],
  corrupt: boolean,
  knownIds: string[],
): fc.Arbitrary<string> {
  const fill = (bad: Set<string>) =>
    fc.tuple(
      ...params.map((p) =>
        bad.has(p.name) ? invalidParamText(p.schema) : validParamText(p.schema, knownIds),
      ),
    );
  const badSets = corrupt
    ? fc.subarray(
        params.map((p) => p.name),
        { minLength: 1 },
      )
    : fc.constant<string[]>([]);
  return badSets.chain((bad) =>
    fill(new Set(bad)).map((values) =>
      params.reduce((u, p, i) => u.replace(`:${p.name}`, encodeURIComponent(values[i]!)), url),
    ),
  );
}

/** Unknown query keys, repeated keys and prototype names: ignored or refused, never a crash. */
const extraQuery = fc.array(
  fc.tuple(
    fc.constantFrom('__proto__', 'constructor', 'x', 'page', 'a[b]', 'q[]'),
    fc.string({ maxLength: 10 }),
  ),
  { minLength: 1, maxLength: 3 },
);

/** The query string (with its `?`, or empty); `corrupt` makes at least one declared parameter
 * refused, or, with none declared, adds a key holding a control character (refused as well). */
export function queryArb(params: Parameter[], corrupt: boolean): fc.Arbitrary<string> {
  const entries = fc
    .tuple(
      ...params.map((p) =>
        fc.record({
          present: p.required ? fc.constant(true) : fc.boolean(),
          valid: validParamText(p.schema, []),
          invalid: invalidParamText(p.schema),
        }),
      ),
    )
    .chain((values) => {
      const bad = corrupt
        ? params.length
          ? fc.subarray(
              params.map((_, i) => i),
              { minLength: 1 },
            )
          : fc.constant<number[]>([])
        : fc.constant<number[]>([]);
      return fc.tuple(fc.constant(values), bad, fc.option(extraQuery, { nil: undefined }));
    })
    .map(([values, bad, extra]) => {
      const pairs: [string, string][] = [];
      params.forEach((p, i) => {
        const v = values[i]!;
        if (bad.includes(i)) pairs.push([p.name, v.invalid]);
        else if (v.present) pairs.push([p.name, v.valid]);
      });
      if (extra) pairs.push(...extra);
      if (corrupt && params.length === 0) pairs.push(['bad\u0000key', '1']);
      const text = new URLSearchParams(pairs).toString();
      return text ? `?${text}` : '';
    });
  return entries;
}

/** A JSON body for `schema`; `corrupt` makes it refused (a bad field, a missing one, the wrong
 * kind), extra undeclared fields ride along either way. */
export function jsonBodyArb(schema: JsonSchema, corrupt: boolean): fc.Arbitrary<string> {
  const value = corrupt ? invalidValue(schema) : validValue(schema);
  return fc.tuple(value, fc.option(extraFields, { nil: undefined })).map(([v, extra]) => {
    const withExtra =
      extra && v && typeof v === 'object' && !Array.isArray(v) ? { ...v, ...extra } : v;
    return JSON.stringify(withExtra) ?? 'null';
  });
}

/** Whether a JSON body of this schema can be made invalid (wrong kind at least). */
export const bodyCanBeInvalid = (schema: JsonSchema) => wrongKind(schema) !== null;
