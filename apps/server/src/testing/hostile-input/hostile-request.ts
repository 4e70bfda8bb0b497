// One hostile request for one route, as a fast-check arbitrary. A request to a route that reads
// may be entirely inside its schemas (edge values, tricky text); a request to a route that
// writes always carries at least one refused part, so it can never legitimately write.
import fc from 'fast-check';
import { LANGUAGE_HEADERS, type Lang } from './catalog-texts.ts';
import { bodyCanBeInvalid, jsonBodyArb, pathArb, queryArb } from './request-parts.ts';
import { type RouteInput, WRITE_METHODS } from './route-inputs.ts';
import {
  absurdJsonBody,
  brokenMultipart,
  junkMultipart,
  malformedJsonBody,
  type RawBody,
  unsignedWebhookBody,
  wrongContentType,
} from './transport.ts';

/** How a route without a JSON body schema takes its body (see routes-without-body-schema.ts). */
export type BodyKind = 'multipart' | 'signed' | 'none';

export interface HostileRequest {
  method: string;
  url: string;
  lang: Lang;
  acceptLanguage: string;
  body?: RawBody;
  /** A forged session cookie (anonymous callers only). */
  forgedCookie?: string;
  what: string;
}

const FORGED_COOKIES = [
  `dwa_session=${'x'.repeat(300)}`,
  'dwa_session=abc',
  'dwa_session=%00; dwa_session=second',
];

const asJson = (payload: string): RawBody => ({
  contentType: 'application/json',
  payload,
  what: 'JSON',
});

export function hostileRequestArb(
  route: RouteInput,
  bodyKind: BodyKind | undefined,
  knownIds: string[],
): fc.Arbitrary<HostileRequest> {
  const isWrite = WRITE_METHODS.has(route.method);
  const hasBody = route.body !== undefined && bodyCanBeInvalid(route.body);
  // Which parts are refused: any (or none) for reads; at least one for writes. The query can
  // always be refused (a control character in a key), so a write always has one choice.
  const corruptible = [
    ...(route.path.length ? ['path'] : []),
    'query',
    ...(hasBody ? ['body'] : []),
  ];
  const plan = isWrite ? fc.subarray(corruptible, { minLength: 1 }) : fc.subarray(corruptible);

  const schemaDriven = plan.chain((bad) => {
    const body: fc.Arbitrary<RawBody | undefined> = route.body
      ? jsonBodyArb(route.body, bad.includes('body')).map(asJson)
      : bodyKind === 'multipart'
        ? junkMultipart
        : bodyKind === 'signed'
          ? unsignedWebhookBody
          : fc.constant(undefined);
    return fc
      .record({
        path: pathArb(route.url, route.path, bad.includes('path'), knownIds),
        query: queryArb(route.query, bad.includes('query')),
        body,
      })
      .map((r) => ({ ...r, what: bad.length ? `refused ${bad.join('+')}` : 'inside the schemas' }));
  });

  const transportBodies: fc.Arbitrary<RawBody>[] = [
    malformedJsonBody,
    wrongContentType,
    brokenMultipart,
  ];
  if (route.body) transportBodies.push(absurdJsonBody);
  if (bodyKind === 'multipart') transportBodies.push(junkMultipart);
  if (bodyKind === 'signed') transportBodies.push(unsignedWebhookBody);
  const refusedBody = fc.record({
    // Any path (a real id or not): the body is refused before the route runs.
    path: pathArb(route.url, route.path, false, knownIds),
    query: fc.constant(''),
    body: fc.oneof(...transportBodies),
    what: fc.constant('refused body'),
  });

  const shape = isWrite
    ? fc.oneof({ arbitrary: schemaDriven, weight: 3 }, { arbitrary: refusedBody, weight: 2 })
    : schemaDriven;

  return fc
    .tuple(
      shape,
      fc.constantFrom(...LANGUAGE_HEADERS),
      fc.option(fc.constantFrom(...FORGED_COOKIES), { nil: undefined, freq: 4 }),
    )
    .map(([r, [acceptLanguage, lang], forgedCookie]) => {
      const request: HostileRequest = {
        method: route.method,
        url: r.path + r.query,
        lang,
        acceptLanguage,
        ...(r.body ? { body: r.body } : {}),
        ...(forgedCookie ? { forgedCookie } : {}),
        what: r.body ? `${r.what}; ${r.body.what}` : r.what,
      };
      // fast-check prints a failing request with this: short, even for a 1 MiB body.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** One line naming a request: method, URL (cut), what is hostile in it, the language asked. */
export function describeRequest(req: HostileRequest) {
  const payload = req.body ? ` body ${JSON.stringify(String(req.body.payload).slice(0, 120))}` : '';
  return `${req.method} ${req.url.slice(0, 200)} [${req.what}] (${req.acceptLanguage})${payload}`;
}
