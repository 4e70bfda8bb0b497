// API throughput and latency: the public listing against a static body of the same size on the
// same server, same run (targets.md: ≥ 50 % of static, p99 ≤ 50 ms at 50 connections).
import autocannon from 'autocannon';
import { startBenchServer } from './bench-process.ts';

async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchApi(options: { postgres: boolean; seconds: number }) {
  const server = await startBenchServer({ postgres: options.postgres });
  try {
    const { base, info } = server;
    const connections = info.engine === 'pglite' ? 20 : 50;
    console.log(
      `\nAPI (${info.engine}, ${connections} connections, ${options.seconds} s each, body ${info.bytes} B)`,
    );
    await load(`${base}/api/products`, connections, 2); // warm-up
    const rows = {
      'GET /bench/static': await load(`${base}/bench/static`, connections, options.seconds),
      'GET /api/products': await load(`${base}/api/products`, connections, options.seconds),
      'GET /api/products?category=fashion&page=2&pageSize=6': await load(
        `${base}/api/products?category=fashion&page=2&pageSize=6`,
        connections,
        options.seconds,
      ),
    };
    console.table(rows);
    const ratio = rows['GET /api/products'].rps / rows['GET /bench/static'].rps;
    console.log(`listing throughput = ${(ratio * 100).toFixed(1)} % of static`);
    return rows;
  } finally {
    await server.stop();
  }
}
