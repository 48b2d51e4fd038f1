/**
 * bench:download — a 100 MB file, generated on the fly by a loopback "CDN" (never held in memory), fetched and
 * consumed by the same client (Node's fetch, reading the web stream to the end):
 *   direct:  client ← CDN;
 *   proxied: client ← a real HTTP server (Hono on @hono/node-server, `GET /dl?url=` calling the media proxy's `prepare`
 *            and `sendTo` into the Node response, as the downloader route does) ← CDN;
 *   floor:   client ← a bare node:http `pipe()` with no checks and no web streams ← CDN: the cheapest proxy Node can
 *            be, so the figures separate what the extra hop costs on this machine from what our code adds.
 * The CDN and the client share this process; both proxies run in one child process, as in production where the
 * browser and the CDN are other machines. The child samples its RSS every 50 ms during each proxied transfer and
 * reports the peak above its level just before, and its CPU time. A warm-up of each path, then alternating
 * repetitions. The fastest run of each path is the headline figure — on a shared machine the slower runs measure
 * other people's work, and the proxied paths, needing two busy processes at once, suffer most — with medians beside.
 * Prints one JSON line. Targets: proxy ≥ 0.8 × direct throughput, < 100 MB extra memory in the proxy process.
 * BENCH_BYTES, BENCH_RUNS, BENCH_TRANSPORT=fetch (Node's built-in fetch instead of the default transport) and
 * BENCH_PATH=stream (the web-stream Response path, used under `app.request`, instead of `send`) vary it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
const bytes = Number(process.env.BENCH_BYTES ?? 100 * MB);
const runs = Number(process.env.BENCH_RUNS ?? 7);

type ToChild = { type: 'start' } | { type: 'stop' };
type FromChild = { type: 'ready'; proxyPort: number; floorPort: number } | { type: 'report'; extraRssMb: number; cpuMs: number };

if (process.argv[2] === '--proxy-child') await runProxyChild(process.argv[3] ?? '');
else await runBenchmark();

/** The proxy process: the downloader route's shape and the bare-pipe floor, plus RSS and CPU accounting. */
async function runProxyChild(cdnOrigin: string): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { Hono } = await import('hono');
  const { createMediaProxy, DownloadError, allowOrigins, downloadFileName } = await import('@reelcraft/core');
  const proxy = createMediaProxy({
    isAllowed: allowOrigins([cdnOrigin]),
    ...(process.env.BENCH_TRANSPORT === 'fetch' ? { fetch: globalThis.fetch } : {}),
  });
  const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>();
  app.get('/dl', async (c) => {
    const options = {
      fileName: downloadFileName({ username: 'anna.fitcoach', shortcode: 'C0ffeeReel1', kind: 'video' }),
      range: c.req.header('range') ?? null,
      signal: c.req.raw.signal,
    };
    try {
      if (process.env.BENCH_PATH === 'stream') return await proxy.stream(c.req.query('url') ?? '', options);
      // As the downloader route does on node:http: checks and headers first, node-server's "already sent" marker,
      // then on the next turn the body straight into the Node response.
      const prepared = await proxy.prepare(c.req.query('url') ?? '', options);
      const marker = new Response(null, { status: prepared.status, headers: { 'x-hono-already-sent': 'true' } });
      void marker.body;
      setImmediate(() => void prepared.sendTo(c.env.outgoing));
      return marker;
    } catch (error) {
      return c.json({ error: { code: error instanceof DownloadError ? error.code : 'INTERNAL' } }, 502);
    }
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');

  const agent = new http.Agent({ keepAlive: true });
  const floor = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://floor.invalid').searchParams.get('url') ?? '';
    http
      .get(target, { agent }, (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, { 'content-length': upstream.headers['content-length'] ?? '' });
        upstream.pipe(res);
      })
      .on('error', () => res.destroy());
  });
  floor.listen(0, '127.0.0.1');
  await once(floor, 'listening');

  const send = (message: FromChild) => process.send?.(message);
  let baseline = 0;
  let peak = 0;
  let cpuMark = process.cpuUsage();
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', (message: ToChild) => {
    if (message.type === 'start') {
      baseline = peak = process.memoryUsage.rss();
      cpuMark = process.cpuUsage();
      sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
    } else {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      const cpu = process.cpuUsage(cpuMark);
      send({ type: 'report', extraRssMb: (peak - baseline) / MB, cpuMs: (cpu.user + cpu.system) / 1000 });
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', proxyPort: (server.address() as AddressInfo).port, floorPort: (floor.address() as AddressInfo).port });
}

async function runBenchmark(): Promise<void> {
  // The CDN: 64 KiB slices of one small buffer, written as fast as the socket drains.
  const block = Buffer.alloc(64 * 1024, 0x5a);
  const cdn = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(bytes), 'accept-ranges': 'bytes' });
    let left = bytes;
    const pump = (): void => {
      while (left > 0) {
        const piece = left >= block.length ? block : block.subarray(0, left);
        left -= piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (left = 0));
    pump();
  });
  cdn.listen(0, '127.0.0.1');
  await once(cdn, 'listening');
  const cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  const mediaUrl = `${cdnOrigin}/o1/v/t16/f2/m86/C0ffeeReel1.mp4?oe=FFFFFFFF`;

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--proxy-child', cdnOrigin], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = async (): Promise<FromChild> => (await once(child, 'message'))[0] as FromChild;
  try {
    const ready = await nextMessage();
    if (ready.type !== 'ready') throw new Error('proxy process did not start');
    const proxyUrl = `http://127.0.0.1:${ready.proxyPort}/dl?url=${encodeURIComponent(mediaUrl)}`;
    const floorUrl = `http://127.0.0.1:${ready.floorPort}/?url=${encodeURIComponent(mediaUrl)}`;

    /** Fetches and consumes the whole body; returns MB/s. */
    const transfer = async (url: string): Promise<number> => {
      const started = performance.now();
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} from ${url}`);
      let received = 0;
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
      }
      if (received !== bytes) throw new Error(`received ${received} of ${bytes} bytes`);
      return bytes / MB / ((performance.now() - started) / 1000);
    };
    const proxied = async (): Promise<{ mbS: number; extraRssMb: number; cpuMs: number }> => {
      child.send({ type: 'start' } satisfies ToChild);
      const mbS = await transfer(proxyUrl);
      child.send({ type: 'stop' } satisfies ToChild);
      const report = await nextMessage();
      if (report.type !== 'report') throw new Error('no report from the proxy process');
      return { mbS, extraRssMb: report.extraRssMb, cpuMs: report.cpuMs };
    };

    await transfer(mediaUrl);
    await proxied();
    await transfer(floorUrl);
    const direct: number[] = [];
    const viaProxy: number[] = [];
    const viaFloor: number[] = [];
    const cpu: number[] = [];
    let extraRssMb = 0;
    for (let run = 0; run < runs; run++) {
      direct.push(await transfer(mediaUrl));
      const result = await proxied();
      viaProxy.push(result.mbS);
      cpu.push(result.cpuMs);
      extraRssMb = Math.max(extraRssMb, result.extraRssMb);
      viaFloor.push(await transfer(floorUrl));
    }

    const directMbS = Math.max(...direct);
    const proxyMbS = Math.max(...viaProxy);
    const floorMbS = Math.max(...viaFloor);
    const ratio = proxyMbS / directMbS;
    console.log(
      JSON.stringify({
        bench: 'download',
        bytes,
        runs,
        direct_mb_s: round(directMbS),
        proxy_mb_s: round(proxyMbS),
        ratio: round(ratio, 3),
        proxy_extra_rss_mb: round(extraRssMb),
        floor_mb_s: round(floorMbS),
        ratio_to_floor: round(proxyMbS / floorMbS, 3),
        median: {
          direct_mb_s: round(median(direct)),
          proxy_mb_s: round(median(viaProxy)),
          floor_mb_s: round(median(viaFloor)),
          ratio: round(median(viaProxy) / median(direct), 3),
        },
        // What one core of the proxy process could sustain at the CPU time it spent: bytes / proxy CPU time.
        proxy_cpu_mb_s: round(bytes / MB / (median(cpu) / 1000)),
        target: { ratio: 0.8, extra_rss_mb: 100 },
        pass: ratio >= 0.8 && extraRssMb < 100,
      }),
    );
  } finally {
    child.disconnect();
    cdn.closeAllConnections();
    cdn.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number, digits = 1): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}
