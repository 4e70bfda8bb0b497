// Values for a JSON Schema (the OpenAPI 3.0 flavour @fastify/swagger makes from our zod schemas),
// as fast-check arbitraries: `validValue` stays inside the schema (at its edges where it has
// them), `invalidValue` is always outside it. Only the keywords our schemas use are handled; an
// unknown keyword is ignored, so a value may be less hostile than it could be, never wrongly
// "invalid" for a keyword we skipped (schema-keywords test lists the ones we rely on).
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
}

/** Hostile text a schema may still accept: markup, SQL, quotes, right-to-left, emoji, a lone
 * surrogate, zero-width and combining characters. No control characters (those are invalid). */
const TRICKY_TEXT = [
  "'; drop table sellers; --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder is the hostile part
  '{{name}} %s %n ${x}',
  '\u202eevil\u202d',
  '👩🏾‍🌾🇬🇭',
  '\ud800',
  'a\u200b\u0301b',
  '   ',
  '../../etc/passwd',
  'NaN',
];

/** Each is refused by the control-character rule (and by PostgreSQL, for NUL). */
const CONTROL = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\b', '\u000b'];

const JSON_KINDS = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const;
type JsonKind = (typeof JSON_KINDS)[number];

const kindValue: Record<JsonKind, fc.Arbitrary<unknown>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  string: fc.string({ maxLength: 20 }),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 3,
  }),
};

/** The JSON kinds a schema accepts (integer counts as number; unknown means anything). */
function acceptedKinds(schema: JsonSchema): Set<JsonKind> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const kinds = new Set<JsonKind>();
    for (const b of branches) {
      const k = acceptedKinds(b);
      if (!k) return null;
      for (const kind of k) kinds.add(kind);
    }
    if (schema.nullable) kinds.add('null');
    return kinds;
  }
  if (schema.enum) {
    const kinds = new Set<JsonKind>(
      schema.enum.map((v) => (v === null ? 'null' : (typeof v as JsonKind))),
    );
    if (schema.nullable) kinds.add('null');
    return kinds;
  }
  if (!schema.type) return null;
  const kinds = new Set<JsonKind>(
    [schema.type].flat().map((t) => (t === 'integer' ? 'number' : (t as JsonKind))),
  );
  if (schema.nullable) kinds.add('null');
  return kinds;
}

/** A value of a JSON kind the schema does not accept. */
export function wrongKind(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const accepted = acceptedKinds(schema);
  if (!accepted) return null;
  const others = JSON_KINDS.filter((k) => !accepted.has(k));
  return others.length ? fc.oneof(...others.map((k) => kindValue[k])) : null;
}

const fits = (s: JsonSchema, text: string) =>
  [...text].length >= (s.minLength ?? 0) &&
  (s.maxLength === undefined || [...text].length <= s.maxLength);

function validString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    // 'medium' repeats enough for a pattern with a minimum length (a 16-character token).
    return fc.noShrink(fc.stringMatching(re, { size: 'medium' }).filter((x) => fits(s, x)));
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 200, 5000);
  const edges = [
    'x'.repeat(min),
    'x'.repeat(max),
    // No limit declared: a huge text must still get a clean answer (a 4xx or a normal read).
    ...(s.maxLength === undefined ? ['x'.repeat(100_000)] : []),
    // The longest allowed text in characters that take 4 bytes each (column sizes in bytes).
    '𝄞'.repeat(max),
  ];
  return fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
      fc.constantFrom(...edges, ...TRICKY_TEXT),
    )
    .filter((x) => fits(s, x));
}

function validNumber(s: JsonSchema): fc.Arbitrary<number> {
  const lowExclusive = typeof s.exclusiveMinimum === 'number';
  const min = lowExclusive ? (s.exclusiveMinimum as number) : s.minimum;
  const max = s.maximum;
  if (s.type === 'integer') {
    const lo = min === undefined ? -(2 ** 53) + 1 : lowExclusive ? min + 1 : min;
    const hi = max ?? 2 ** 53 - 1;
    return fc.oneof(
      fc.constantFrom(lo, hi),
      fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31) }),
    );
  }
  const lo = min ?? -1e12;
  const hi = max ?? 1e12;
  const edges = lowExclusive ? [hi] : [lo, hi];
  return fc.oneof(
    fc.constantFrom(...edges),
    fc.double({ min: lo, max: hi, noNaN: true, minExcluded: lowExclusive }),
  );
}

/** A value the schema accepts (by its JSON Schema; zod refinements may still refuse it). */
export function validValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const withNull = (a: fc.Arbitrary<unknown>) => (s.nullable ? fc.oneof(a, fc.constant(null)) : a);
  if (s.enum) return withNull(fc.constantFrom(...s.enum));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return withNull(fc.oneof(...branches.map(validValue)));
  const type = [s.type].flat()[0];
  switch (type) {
    case 'string':
      return withNull(validString(s));
    case 'number':
    case 'integer':
      return withNull(validNumber(s));
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array':
      return withNull(
        fc.array(validValue(s.items ?? {}), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, 3),
        }),
      );
    case 'object':
      return withNull(validObject(s));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validObject(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = s.required ?? [];
  const model = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, validValue(p)]));
  return fc.record(model, { requiredKeys: required.filter((k) => k in props) });
}

function invalidString(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [
    // A control character inside an otherwise acceptable text.
    fc.tuple(validString(s), fc.constantFrom(...CONTROL), fc.nat()).map(([text, c, at]) => {
      const i = text.length ? at % (text.length + 1) : 0;
      return text.slice(0, i) + c + text.slice(i);
    }),
  ];
  if (s.maxLength !== undefined) {
    out.push(fc.constantFrom('x'.repeat(s.maxLength + 1), '9'.repeat(s.maxLength + 1)));
  }
  if ((s.minLength ?? 0) > 0) out.push(fc.constant('x'.repeat((s.minLength ?? 1) - 1)));
  if (s.pattern || s.format) {
    const re = s.pattern ? new RegExp(s.pattern) : null;
    const near = [
      'not-valid',
      '',
      '0000',
      'DWA-2026-ZZ',
      `${'0'.repeat(8)}-0000-4000-8000-00000000000g`,
    ];
    out.push(
      fc
        .oneof(fc.constantFrom(...near), fc.string({ maxLength: 40 }))
        .filter((x) => (re ? !re.test(x) : true) && !isFormatted(s.format, x)),
    );
  }
  return out;
}

function isFormatted(format: string | undefined, x: string) {
  if (format === 'uuid')
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(x);
  if (format === 'date-time') return !Number.isNaN(Date.parse(x));
  return false;
}

function invalidNumber(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [];
  if (typeof s.exclusiveMinimum === 'number') out.push(fc.constant(s.exclusiveMinimum));
  if (s.minimum !== undefined) out.push(fc.constantFrom(s.minimum - 1, s.minimum - 0.5, -1e308));
  if (s.maximum !== undefined) out.push(fc.constantFrom(s.maximum + 1, s.maximum + 0.5, 1e308));
  if (s.type === 'integer') out.push(fc.constantFrom(1.5, 2 ** 53 + 2, -(2 ** 63)));
  return out;
}

/** A value the schema refuses: the wrong kind, out of range, too long or short, off pattern,
 * not in the enum, an object missing a required field or holding one bad field. */
export function invalidValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const out: fc.Arbitrary<unknown>[] = [];
  const wrong = wrongKind(s);
  if (wrong) out.push(wrong);
  const branches = s.anyOf ?? s.oneOf;
  if (s.enum) {
    const strings = s.enum.filter((v): v is string => typeof v === 'string');
    const outside = [
      ...strings.map((v) => `${v}x`),
      ...strings.map((v) => v.toUpperCase()),
      'other',
      '',
    ].filter((v) => !s.enum?.includes(v));
    if (outside.length) out.push(fc.constantFrom(...outside));
    const numbers = s.enum.filter((v): v is number => typeof v === 'number');
    if (numbers.length) out.push(fc.constant(Math.max(...numbers) + 1));
  } else if (branches) {
    // An object no branch takes: every branch is an object that requires a field.
    if (branches.every((b) => b.type === 'object' && (b.required?.length ?? 0) > 0)) {
      out.push(fc.constant({}));
    }
  } else {
    const type = [s.type].flat()[0];
    if (type === 'string') out.push(...invalidString(s));
    if (type === 'number' || type === 'integer') out.push(...invalidNumber(s));
    if (type === 'array') out.push(...invalidArray(s));
    if (type === 'object') out.push(...invalidObject(s));
  }
  if (out.length === 0) throw new Error(`no invalid value for schema ${JSON.stringify(s)}`);
  return fc.oneof(...out);
}

function invalidArray(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const item = s.items ?? {};
  const out: fc.Arbitrary<unknown>[] = [];
  if (s.maxItems !== undefined) {
    out.push(fc.array(validValue(item), { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 }));
  }
  if ((s.minItems ?? 0) > 0) out.push(fc.constant([]));
  if (s.items && (wrongKind(item) || item.enum || item.type)) {
    out.push(
      fc
        .tuple(fc.array(validValue(item), { maxLength: 2 }), invalidValue(item))
        .map(([good, bad]) => [...good, bad]),
    );
  }
  return out;
}

function invalidObject(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const props = s.properties ?? {};
  const required = (s.required ?? []).filter((k) => k in props);
  const out: fc.Arbitrary<unknown>[] = [];
  if (required.length) {
    out.push(
      fc.tuple(validObject(s), fc.constantFrom(...required)).map(([o, k]) => {
        const { [k]: _dropped, ...rest } = o;
        return rest;
      }),
    );
  }
  const keys = Object.keys(props).filter((k) => canBeInvalid(props[k]!));
  if (keys.length) {
    out.push(
      fc
        .constantFrom(...keys)
        .chain((k) =>
          fc.tuple(validObject(s), invalidValue(props[k]!)).map(([o, bad]) => ({ ...o, [k]: bad })),
        ),
    );
  }
  return out;
}

/** Whether `invalidValue` can make something for this schema. */
export function canBeInvalid(s: JsonSchema): boolean {
  try {
    invalidValue(s);
    return true;
  } catch {
    return false;
  }
}

/** Extra fields nobody declared, some named to pollute prototypes: always ignored or refused. */
export const extraFields = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role',
    'sellerId',
    'id',
    'x',
  ),
  fc.jsonValue({ maxDepth: 1 }),
  { minKeys: 1, maxKeys: 3 },
);
