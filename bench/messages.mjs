// Live message delivery (issue 16, docs/architecture.md §11): how long a message takes from the
// sender's POST to the recipient's open event stream, with many streams open on one API instance,
// and what an open stream costs in memory. A figure to report, not a gate.
//   node bench/messages.mjs                       200 streams, 20 messages/s for 15 s, on PGlite and PostgreSQL
//   node bench/messages.mjs --streams 200 --rate 20 --duration 15 --memory-streams 2000 --db postgresql
// Latency is measured in this process (the same clock sends and receives) and includes the POST
// (validation, one INSERT statement, NOTIFY on PostgreSQL) and delivery to the stream. Memory per
// stream: the API's RSS and heap after a full GC with N idle streams open, minus with none, over N.
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/pg-sandbox.mjs';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = benchArgs();
const STREAMS = Number(args.streams ?? 200);
const RATE = Number(args.rate ?? 20);
const DURATION_S = Number(args.duration ?? 15);
const MEMORY_STREAMS = Number(args['memory-streams'] ?? 2000);
const DATABASES = args.db ? [args.db] : ['pglite', 'postgresql'];

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function startServer(env) {
  const child = fork(path.join(here, 'messages-server.mjs'), [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message, key) =>
    new Promise((resolve) => {
      const listener = (reply) => {
        if (reply && key in reply) {
          child.off('message', listener);
          resolve(reply[key]);
        }
      };
      child.on('message', listener);
      if (message) child.send(message);
    });
  return { child, ready: ask(undefined, 'ready'), memory: () => ask('memory', 'memory') };
}

/** Opens an event stream; `onMessage` hears each message event's data. Resolves on the stream's ready event. */
function openStream(port, cookie, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/conversations/events/', headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event === 'ready') resolve(request);
            else if (event === 'message' && data) onMessage(JSON.parse(data));
          }
        });
      },
    );
    request.on('error', reject);
  });
}

function post(port, { cookie, csrf }, url, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent,
        headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`send answered ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function measure(kind) {
  let postgres;
  const env = { BENCH_RECIPIENTS: String(Math.max(STREAMS, MEMORY_STREAMS)), DATABASE_URL: '' };
  if (kind === 'postgresql') {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  const server = startServer(env);
  const { port, fixtures } = await server.ready;
  const baseline = await server.memory();

  // Memory: idle streams, no traffic.
  const idle = [];
  for (const recipient of fixtures.recipients.slice(0, MEMORY_STREAMS))
    idle.push(await openStream(port, recipient.cookie, () => undefined));
  const loaded = await server.memory();
  for (const request of idle) request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 500));

  // Latency: STREAMS streams, RATE messages a second, round robin over their conversations.
  const sentAt = new Map();
  const latencies = [];
  const postTimes = [];
  let failures = 0;
  const streams = [];
  for (const recipient of fixtures.recipients.slice(0, STREAMS)) {
    streams.push(
      await openStream(port, recipient.cookie, (message) => {
        const started = sentAt.get(message.body);
        if (started !== undefined) latencies.push(performance.now() - started);
      }),
    );
  }
  const total = RATE * DURATION_S;
  const loadBefore = loadAverage();
  const pending = [];
  const startedAt = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = startedAt + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = `bench ${kind} ${i}`;
    const recipient = fixtures.recipients[i % STREAMS];
    const start = performance.now();
    sentAt.set(body, start);
    pending.push(
      post(port, fixtures.sender, `/api/v1/conversations/${recipient.conversationId}/messages/`, { body }).then(
        () => postTimes.push(performance.now() - start),
        () => (failures += 1),
      ),
    );
  }
  await Promise.all(pending);
  const deadline = performance.now() + 5000;
  while (latencies.length < total - failures && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const loadAfter = loadAverage();
  for (const request of streams) request.destroy();

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
  console.log(`\n${kind}: ${STREAMS} open streams, ${RATE} messages/s for ${DURATION_S} s (${total} messages)`);
  console.log(`  load average before ${loadBefore}, after ${loadAfter} (${os.cpus().length} cores)`);
  console.log(`  delivered ${latencies.length}/${total}, failed sends ${failures}`);
  console.log(
    `  delivery latency (POST start → event on the recipient's stream): p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1])}`,
  );
  console.log(`  the sender's POST alone: p50 ${ms(percentile(postTimes, 50))}, p99 ${ms(percentile(postTimes, 99))}`);
  const streamsOpen = loaded.streams;
  console.log(
    `  memory with ${streamsOpen} idle streams: RSS ${mb(loaded.rss)} MB (${mb(baseline.rss)} MB with none), heap ${mb(loaded.heapUsed)} MB (${mb(baseline.heapUsed)} MB)`,
  );
  console.log(
    `  per open stream: RSS ${kb((loaded.rss - baseline.rss) / streamsOpen)} KB, heap ${kb((loaded.heapUsed - baseline.heapUsed) / streamsOpen)} KB`,
  );

  server.child.send('stop');
  await new Promise((resolve) => server.child.once('exit', resolve));
  await postgres?.stop();
}

for (const kind of DATABASES) await measure(kind);
agent.destroy();
