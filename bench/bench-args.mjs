// What every bench script shares: its `--name value` options, percentiles and the load average
// printed beside timings (the machines are shared: figures are compared within one run).
import os from 'node:os';

/** `--books 1000 --db postgresql --explain` → { books: '1000', db: 'postgresql', explain: undefined } (test a flag with `in`). */
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv
      .join(' ')
      .split('--')
      .filter(Boolean)
      .map((arg) => arg.trim().split(/\s+/)),
  );
}

/** The value at percentile `p` (0–100) of an ascending list. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
