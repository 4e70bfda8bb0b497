// What each API route takes, read from the app's own OpenAPI document (built from the routes'
// zod schemas by plugins/openapi.ts): path parameters, query parameters and the JSON body, each
// with its JSON Schema. A route added tomorrow is in the document, so it is covered unasked.
import type { JsonSchema } from './json-schema-values.ts';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface RouteInput {
  method: string;
  /** Fastify's form: `/api/products/:id`. */
  url: string;
  path: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
  bodyRequired: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeInputs(doc: { paths: Record<string, Record<string, unknown>> }): RouteInput[] {
  const routes: RouteInput[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(operations)) {
      const op = raw as OpenApiOperation;
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        path: params('path'),
        query: params('query'),
        ...(json ? { body: json } : {}),
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return routes;
}

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
