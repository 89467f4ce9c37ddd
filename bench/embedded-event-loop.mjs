// Does a search on the embedded database hold up everyone else? (issue 18) GET /api/v1/users/me/
// (one indexed lookup) is timed, one request after another, while 20 clients run varied searches
// without pause, against the same request alone in the same run. A figure to report, not a gate.
//   node bench/embedded-event-loop.mjs                  20,000 books, 20 searching clients, 10 s
//   node bench/embedded-event-loop.mjs --books 50000 --searchers 20 --duration 10
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = benchArgs();
const BOOKS = Number(args.books ?? 20_000);
const SEARCHERS = Number(args.searchers ?? 20);
const DURATION_S = Number(args.duration ?? 10);

const agent = new http.Agent({ keepAlive: true, maxSockets: SEARCHERS + 4 });

function get(port, url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: url, agent, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/** GET /users/me/ one after another until `until`; the latencies, sorted. */
async function timeMe(port, cookie, until) {
  const times = [];
  while (performance.now() < until) times.push(await get(port, '/api/v1/users/me/', cookie));
  return times.sort((a, b) => a - b);
}

const server = fork(path.join(here, 'embedded-server.mjs'), [], {
  env: { ...process.env, BENCH_BOOKS: String(BOOKS) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port, cookie, words } = await new Promise((resolve) => server.on('message', (message) => message.ready && resolve(message.ready)));

const quiet = await timeMe(port, cookie, performance.now() + (DURATION_S * 1000) / 2);

let searches = 0;
let stop = false;
let draw = 1;
const searcher = async () => {
  while (!stop) {
    draw = (draw * 48271) % 2147483647;
    const word = words[draw % words.length];
    const other = words[(draw >> 8) % words.length];
    const typo = draw % 3 === 0 ? `${word.slice(0, 2)}${word.slice(3)}` : word;
    await get(port, `/api/v1/books/?name=${typo}%20${other}&latitude=27.7&longitude=85.3&offset=${(draw % 4) * 6}`);
    searches += 1;
  }
};
const loadBefore = loadAverage();
const running = Array.from({ length: SEARCHERS }, searcher);
await new Promise((resolve) => setTimeout(resolve, 1000));
const started = performance.now();
const searchesBefore = searches;
const busy = await timeMe(port, cookie, started + DURATION_S * 1000);
const elapsed = (performance.now() - started) / 1000;
const searchRate = (searches - searchesBefore) / elapsed;
stop = true;
await Promise.all(running);
const loadAfter = loadAverage();

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(`embedded database, ${BOOKS} books; load average before ${loadBefore}, after ${loadAfter} (${os.cpus().length} cores)`);
console.log(
  `  GET /users/me/ alone:                 p50 ${ms(percentile(quiet, 50))}, p99 ${ms(percentile(quiet, 99))} (${quiet.length} requests)`,
);
console.log(
  `  GET /users/me/ with ${SEARCHERS} searching:  p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))} (${busy.length} requests)`,
);
console.log(`  p99 ratio busy/alone ${(percentile(busy, 99) / percentile(quiet, 99)).toFixed(1)}; searches ${searchRate.toFixed(1)}/s`);
server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
agent.destroy();
