// How the server logs. JSON lines (pino) for machines everywhere but development; there, where a
// person reads the terminal (`npm start`), one readable line per event and per request through
// pino-pretty, a development dependency: a production install has none and stays on JSON.
import { createRequire } from 'node:module';
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Env } from '../env.ts';

const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** pino-pretty's entry file, or null where it is not installed (a production install). */
function prettyTarget(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}

export function loggerOptions(
  env: Pick<Env, 'logLevel' | 'logFormat'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (env.logLevel === 'silent') return { logger: false };
  const pretty = env.logFormat === 'pretty' ? prettyTarget() : null;
  if (!pretty) return { logger: { level: env.logLevel, redact: REDACT } };
  return {
    logger: {
      level: env.logLevel,
      redact: REDACT,
      transport: {
        target: pretty,
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId',
          singleLine: true,
        },
      },
    },
    logController: new OneLinePerRequest(),
  };
}

/** With pretty logs, `GET /search?q=kente 200 41 ms` once a request is answered, in place of
 * Fastify's "incoming request" and "request completed" objects. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    // The error itself is logged where it is handled (plugins/errors.ts); this line says how
    // the request ended.
    if (error || reply.statusCode >= 500) reply.log.error(error ? { err: error } : {}, line);
    else reply.log.info(line);
  }
}
