import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest } from './logger-options.ts';

describe('logger options', () => {
  it('logs JSON for machines, pino-pretty only when asked and installed', () => {
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' })).toEqual({ logger: false });
    const json = loggerOptions({ logLevel: 'info', logFormat: 'json' });
    expect(json.logController).toBeUndefined();
    expect(json.logger).not.toHaveProperty('transport');
    const pretty = loggerOptions({ logLevel: 'warn', logFormat: 'pretty' });
    expect(pretty.logger).toMatchObject({
      level: 'warn',
      transport: { target: expect.stringMatching(/pino-pretty/) },
    });
    expect(pretty.logController).toBeInstanceOf(OneLinePerRequest);
  });

  it('writes one line per request, a failed one at error level beside the error', async () => {
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new OneLinePerRequest(),
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('the disk is full');
    });
    await app.inject({ url: '/fine?q=kente' });
    await app.inject({ url: '/broken' });
    await app.close();
    const requests = lines.filter((l) => /^GET /.test(l.msg));
    expect(requests.map((l) => l.msg.replace(/\d+ ms$/, 'N ms'))).toEqual([
      'GET /fine?q=kente 200 N ms',
      'GET /broken 500 N ms',
    ]);
    expect(requests[1]).toMatchObject({ level: 50 });
    expect(lines.some((l) => l.err?.message === 'the disk is full')).toBe(true);
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
      false,
    );
  });
});
