// What an in-process read index would cost and buy (issue 18: "measure an in-process read index before
// choosing it"). A measurement, not the product: the books of bench/api.mjs's generator (same words,
// publishers, area and listed share) held in this process's memory, a grid of 0.01° cells for the
// distance order and a word → books list for the text, answering bench/api.mjs's varied mix
// (the same searches: words, pairs, typos, prefixes, later pages) with the API's own typo rules.
// Prints the memory it takes, how long it takes to build, and the CPU per search, to set beside
// bench/api.mjs's figures for PostgreSQL.
//   node --expose-gc bench/in-process-index.mjs --books 1000000 [--queries 20000]
import path from 'node:path';
import { benchArgs, loadAverage, percentile } from './bench-args.mjs';
import { API_DIST, CITY, PUBLISHERS, SEARCH_WORDS, variedPath } from './bench-fixtures.mjs';

const args = benchArgs();
const BOOKS = Number(args.books ?? 1_000_000);
const QUERIES = Number(args.queries ?? 20_000);
const CELL_DEGREES = 0.01;
const EARTH_RADIUS_M = 6378168;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;
const MAX_RESULTS = 1000;
const TYPOS_WHEN_FEWER_THAN = 10;

const { seededRandom } = await import(path.join(API_DIST, 'lib', 'seeded-random.js'));
const { allowedTypos, editDistance } = await import(path.join(API_DIST, 'features', 'books', 'browse-service.js'));

function heapMb() {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1e6;
}

const cellOf = (latitude, longitude) => Math.floor((latitude + 90) / CELL_DEGREES) * 40_000 + Math.floor((longitude + 180) / CELL_DEGREES);

function build() {
  const random = seededRandom(7);
  const x = new Float64Array(BOOKS);
  const y = new Float64Array(BOOKS);
  const z = new Float64Array(BOOKS);
  const postings = new Map();
  const cells = new Map();
  const add = (word, book) => {
    let list = postings.get(word);
    if (!list) postings.set(word, (list = []));
    if (list.at(-1) !== book) list.push(book);
  };
  for (let book = 0; book < BOOKS; book += 1) {
    const i = book + 1;
    // bench/api.mjs's generator: accepted unless i % 20 = 0, sold when i % 25 = 0.
    if (i % 20 === 0 || i % 25 === 0) continue;
    const text = [
      SEARCH_WORDS[(i * 7) % 30],
      SEARCH_WORDS[(i * 13 + 5) % 30],
      'vol',
      String(1 + (i % 4)),
      'a used copy about',
      SEARCH_WORDS[(i * 11) % 30],
      'and',
      SEARCH_WORDS[(i * 17) % 30],
      'pick up nearby',
      PUBLISHERS[i % 9],
    ].join(' ');
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) add(word, book);
    const latitude = CITY.latitude + (random() - 0.5) * 0.6;
    const longitude = CITY.longitude + (random() - 0.5) * 0.6;
    const lat = (latitude * Math.PI) / 180;
    const lon = (longitude * Math.PI) / 180;
    x[book] = EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lon);
    y[book] = EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lon);
    z[book] = EARTH_RADIUS_M * Math.sin(lat);
    const cell = cellOf(latitude, longitude);
    let members = cells.get(cell);
    if (!members) cells.set(cell, (members = []));
    members.push(book);
  }
  const frozen = new Map([...postings].map(([word, list]) => [word, Int32Array.from(list)]));
  const grid = new Map([...cells].map(([cell, list]) => [cell, Int32Array.from(list)]));
  return { x, y, z, postings: frozen, grid, vocabulary: [...frozen.keys()].sort() };
}

/** Each typed word as the known words it may stand for: as typed (the last also as a prefix), then with typos. */
function wordChoices(index, words, tolerant) {
  return words.map((word, at) => {
    const choices = index.postings.has(word) ? [word] : [];
    if (at === words.length - 1 && word.length >= 2) {
      for (const known of index.vocabulary) if (known !== word && known.startsWith(word)) choices.push(known);
    }
    if (tolerant && allowedTypos(word) > 0) {
      for (const known of index.vocabulary) {
        if (!choices.includes(known) && editDistance(word, known) <= allowedTypos(word)) choices.push(known);
      }
    }
    return choices;
  });
}

/** Marks the books having every term (a term: any of its words) base + terms.length; returns how many. */
function markMatches(index, terms, marks, base) {
  let count = 0;
  terms.forEach((choices, term) => {
    const had = base + term; // every term before this one
    const has = had + 1;
    count = 0;
    for (const word of choices) {
      for (const book of index.postings.get(word) ?? []) {
        if ((term === 0 || marks[book] === had) && marks[book] !== has) {
          marks[book] = has;
          count += 1;
        }
      }
    }
  });
  return count;
}

/** The `need` books marked `stamp` nearest to the point: rings of cells around it until sure. */
function nearest(index, marks, stamp, count, point, need) {
  const lat = (point.latitude * Math.PI) / 180;
  const lon = (point.longitude * Math.PI) / 180;
  const px = EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lon);
  const py = EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lon);
  const pz = EARTH_RADIUS_M * Math.sin(lat);
  const row = Math.floor((point.latitude + 90) / CELL_DEGREES);
  const column = Math.floor((point.longitude + 180) / CELL_DEGREES);
  const found = [];
  const wanted = Math.min(need, count);
  for (let ring = 0; ring < 100; ring += 1) {
    for (let r = row - ring; r <= row + ring; r += 1) {
      const step = Math.abs(r - row) === ring ? 1 : 2 * ring; // inner rows: only the ring's two ends
      for (let c = column - ring; c <= column + ring; c += Math.max(1, step)) {
        for (const book of index.grid.get(r * 40_000 + c) ?? []) {
          if (marks[book] === stamp) {
            found.push({ book, chord: Math.hypot(index.x[book] - px, index.y[book] - py, index.z[book] - pz) });
          }
        }
      }
    }
    if (found.length >= wanted) {
      // Every book within `sure` metres is in the rings looked at so far.
      const sure = ring * CELL_DEGREES * METRES_PER_DEGREE * Math.cos(Math.abs(lat) + ((ring + 1) * CELL_DEGREES * Math.PI) / 180);
      found.sort((a, b) => a.chord - b.chord);
      if (found.length === count || (found[wanted - 1]?.chord ?? Infinity) <= sure) return found.slice(0, need);
    }
  }
  return found.sort((a, b) => a.chord - b.chord).slice(0, need);
}

function search(index, marks, stampRef, url) {
  const params = new URL(url, 'http://bench').searchParams;
  const words = [
    ...new Set(
      params
        .get('name')
        .toLowerCase()
        .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [],
    ),
  ];
  const point = { latitude: Number(params.get('latitude')), longitude: Number(params.get('longitude')) };
  const offset = Number(params.get('offset'));
  const limit = Number(params.get('limit'));
  // The API's stages: every word as typed (the last also as a prefix), then with typos, then any word.
  let terms = wordChoices(index, words, false);
  let stamp = stampRef.value;
  let count = markMatches(index, terms, marks, stamp);
  // Each stage marks with stamps above the last one's.
  const stage = (next) => {
    stamp += terms.length + 1;
    terms = next;
    count = markMatches(index, terms, marks, stamp);
  };
  if (count < TYPOS_WHEN_FEWER_THAN) stage(wordChoices(index, words, true));
  if (count < TYPOS_WHEN_FEWER_THAN && terms.length > 1) stage([terms.flat()]);
  stampRef.value = stamp + terms.length + 1;
  const page = nearest(index, marks, stamp + terms.length, count, point, offset + limit).slice(offset);
  return { count: Math.min(count, MAX_RESULTS), ids: page.map((entry) => entry.book) };
}

const before = heapMb();
const started = process.hrtime.bigint();
const index = build();
const marks = new Uint32Array(BOOKS);
const stampRef = { value: 0 };
const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
const memoryMb = heapMb() - before;

const random = seededRandom(20261122);
const urls = Array.from({ length: QUERIES }, () => variedPath(random));
for (const url of urls.slice(0, 1000)) search(index, marks, stampRef, url); // warm-up (JIT)
const times = [];
const cpuBefore = process.cpuUsage();
let empty = 0;
for (const url of urls) {
  const t0 = process.hrtime.bigint();
  const result = search(index, marks, stampRef, url);
  times.push(Number(process.hrtime.bigint() - t0) / 1e3);
  if (result.ids.length === 0) empty += 1;
}
const cpu = process.cpuUsage(cpuBefore);
times.sort((a, b) => a - b);
const cpuMsPerSearch = (cpu.user + cpu.system) / 1e3 / QUERIES;
console.log(`In-process read index, ${BOOKS.toLocaleString('en')} books (load average ${loadAverage()}):`);
console.log(
  `  built in ${(buildMs / 1000).toFixed(1)} s, ${memoryMb.toFixed(0)} MB (${((memoryMb * 1e6) / BOOKS).toFixed(0)} bytes a book)`,
);
console.log(
  `  ${QUERIES.toLocaleString('en')} varied searches (bench/api.mjs's mix), one at a time: p50 ${percentile(times, 50).toFixed(0)} µs, ` +
    `p99 ${percentile(times, 99).toFixed(0)} µs, max ${times.at(-1).toFixed(0)} µs; CPU ${cpuMsPerSearch.toFixed(3)} ms a search; ${empty} found nothing`,
);
