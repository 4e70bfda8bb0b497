// The durability bench's server: the real entry point (apps/server/src/server.ts, job workers
// on) in its own process, started again on the same data after each kill -9. Its log is read
// line by line for what the default outbox transport delivered ("whatsapp outbox": one line per
// delivery), so a message handed over twice shows as two lines — the only way to see a double
// send from outside. Pino writes to stdout synchronously, so a line written before a kill -9 is
// in the pipe.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { BENCH_SECRETS } from './bench-process.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Delivery {
  to: string;
  text: string;
}

export interface DurabilityServer {
  base: string;
  /** Every outbox delivery logged by any run of the server, in order. */
  deliveries: Delivery[];
  /** Starts (or starts again) and resolves once /api/health answers; ms it took. */
  start(): Promise<number>;
  /** kill -9 (no shutdown, no flush), resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the server's graceful shutdown. */
  stop(): Promise<void>;
  running(): boolean;
  /** Exits nobody asked for (a crash of its own, e.g. when its database went away). */
  unexpectedExits: number;
  pid(): number | undefined;
}

export function durabilityServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Called with each code the outbox delivered: sign-ups read their code from it. */
  onDelivery?: (d: Delivery) => void;
}): DurabilityServer {
  const base = `http://127.0.0.1:${options.port}`;
  const deliveries: Delivery[] = [];
  let child: ChildProcess | null = null;
  let expectingExit = false;
  const self: DurabilityServer = {
    base,
    deliveries,
    unexpectedExits: 0,
    pid: () => child?.pid,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      const started = performance.now();
      expectingExit = false;
      const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ...BENCH_SECRETS,
          HOST: '127.0.0.1',
          PORT: String(options.port),
          PUBLIC_ORIGIN: base,
          // Each client request names its own address, so per-IP limits see many buyers.
          TRUST_PROXY: '127.0.0.1',
          DATA_DIR: options.dataDir,
          DATABASE_URL: options.databaseUrl ?? '',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
          WHATSAPP_TRANSPORT: 'outbox',
          PAYMENT_PROVIDER: 'simulator',
          STORAGE: 'disk',
        },
      });
      child = proc;
      const lines = createInterface({ input: proc.stdout! });
      lines.on('line', (line) => {
        if (!line.includes('"whatsapp outbox"')) return;
        try {
          const entry = JSON.parse(line) as { to: string; text: string };
          const d = { to: entry.to, text: entry.text };
          deliveries.push(d);
          options.onDelivery?.(d);
        } catch {
          // Not a log line of ours.
        }
      });
      let stderr = '';
      proc.stderr!.on('data', (c: Buffer) => {
        stderr = (stderr + c.toString()).slice(-12_000);
      });
      proc.once('exit', (code, signal) => {
        if (!expectingExit) {
          self.unexpectedExits++;
          console.log(`  server exited by itself (${code ?? signal}): ${stderr.slice(-2500)}`);
        }
      });
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
        const ok = await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return performance.now() - started;
        if (Date.now() > deadline) throw new Error(`server not ready in 120 s: ${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill() {
      if (!child || !self.running()) return;
      expectingExit = true;
      const proc = child;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!child || !self.running()) return;
      expectingExit = true;
      const proc = child;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
  return self;
}
