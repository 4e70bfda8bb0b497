// Bodies refused before any route code runs, whatever the route: malformed or oversized JSON,
// content types the API does not take, broken multipart, garbage under a webhook's signature.
// Each is refused by construction, so sending one to a route that writes is safe.
import fc from 'fast-check';

export interface RawBody {
  contentType?: string;
  payload: string | Buffer;
  /** Extra headers (a forged signature). */
  headers?: Record<string, string>;
  what: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '{"a":1,}',
  '\u0000',
  '\ufeff{"a"',
  '{"a":"\\u00"}',
  '{"a":"\\ud800\\x"}',
];

const json = (payload: string, what: string): RawBody => ({
  contentType: 'application/json',
  payload,
  what,
});

/** Malformed, empty and oversized JSON, and JSON under a wrong charset: refused by the parser. */
export const malformedJsonBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((p) => json(p, 'malformed JSON')),
  fc.string({ maxLength: 30 }).map((s) => json(`{"a":"${s}`, 'cut-off JSON')),
  fc.constant(json('', 'empty JSON body')),
  fc.constant(json(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, 'JSON over the 1 MiB body limit')),
  fc.constant({
    contentType: 'application/json; charset=utf-16',
    payload: Buffer.from('{"a":1}', 'utf16le'),
    what: 'JSON in UTF-16',
  }),
);

/** Well-formed JSON no body schema of ours takes (an array nested 20,000 deep, a number that
 * parses to Infinity): refused by the schema, so only sent to routes that have one. */
export const absurdJsonBody: fc.Arbitrary<RawBody> = fc.constantFrom(
  json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'JSON nested 20,000 deep'),
  json(`{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, 'objects nested 5,000 deep'),
  json('1e999', 'a number JSON cannot hold'),
);

/** Content types no JSON route takes (a cross-site form's, XML, a made-up one). */
export const wrongContentType: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'image/png',
      'x/y/z',
      'application/json-patch+json',
      ';;;',
    ),
    fc.constantFrom('{"a":1}', 'a=1&b=2', '<a>1</a>', '\u0000\u0001'),
  )
  .map(([contentType, payload]) => ({ contentType, payload, what: `body as ${contentType}` }));

const B = 'XhostileX';
const part = (name: string, body: string, filename?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${
    filename === undefined ? '' : `; filename="${filename}"`
  }\r\n${filename === undefined ? '' : 'Content-Type: image/jpeg\r\n'}\r\n${body}\r\n`;

/** Multipart bodies that are broken (no boundary, cut off, wrong boundary, bad headers). */
export const brokenMultipart: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constant({
    contentType: 'multipart/form-data',
    payload: part('photo', '\xff\xd8\xff', 'a.jpg'),
    what: 'multipart without a boundary',
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: form-data; name="product"\r\n\r\n{"title":"A`,
    what: 'multipart cut off',
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n`,
    what: 'multipart with another boundary',
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: nonsense\r\n\r\n1\r\n--${B}--\r\n`,
    what: 'multipart part without a name',
  }),
  fc.constant({
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}--\r\n`,
    what: 'multipart with no parts',
  }),
);

/** Well-formed multipart whose fields are refused: a form that is not a JSON object, files
 * that are not images, names nobody reads, control characters, a hostile file name. */
export const junkMultipart: fc.Arbitrary<RawBody> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('product', 'form', 'data', 'x'),
          fc.constantFrom('{"title":', '[1,2]', '42', 'null', '"text"', '\u0000', ''),
        )
        .map(([name, body]) => part(name, body)),
      fc
        .tuple(
          fc.constantFrom('photo', 'photos', 'file'),
          fc.uint8Array({ minLength: 1, maxLength: 64 }),
          fc.constantFrom('a.jpg', '../../etc/passwd', 'x\u0000.png', '😀.webp'),
        )
        // Random bytes behind a JPEG name and type: never a decodable image.
        .map(([name, bytes, filename]) =>
          part(name, `GARBAGE${Buffer.from(bytes).toString('latin1')}`, filename),
        ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => ({
    contentType: `multipart/form-data; boundary=${B}`,
    payload: Buffer.from(`${parts.join('')}--${B}--\r\n`, 'latin1'),
    what: 'multipart with refused fields',
  }));

/** Garbage under a signed webhook: no signature, a wrong one, or a malformed one. */
export const unsignedWebhookBody: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
      fc.string(),
    ),
    fc.constantFrom<Record<string, string>>(
      {},
      { 'x-hub-signature-256': 'sha256=00' },
      { 'x-hub-signature-256': 'md5=abc' },
      { 'x-paystack-signature': 'f'.repeat(128) },
      { 'x-paystack-signature': '\u00ff' },
    ),
  )
  .map(([payload, headers]) => ({
    contentType: 'application/json',
    payload,
    headers,
    what: 'webhook body without a valid signature',
  }));
