// The embedded database in a worker thread (docs/architecture.md §3): PGlite runs each query
// synchronously, so in the server's own thread a 50 ms search held up every other request for
// 50 ms. Here it holds up only this thread. The server's side (pglite-thread.ts) sends the
// protocol bytes node-postgres writes and gets back the messages PGlite answers with.
// Plain JavaScript: a worker is started from a file Node loads as is, in tests and in dist alike.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const extensions = { pg_trgm, cube, earthdistance };
const dataDir = workerData?.dataDir;
// A copy of another data directory to start from (a backup reading a running server's snapshot).
const loadDataDir = workerData?.loadDataDirFrom ? new Blob([readFileSync(workerData.loadDataDirFrom)]) : undefined;
const pglite = dataDir ? new PGlite(dataDir, { extensions, loadDataDir }) : new PGlite({ extensions, loadDataDir });

/** A message as it crosses threads: errors with every field (code, detail…), the rest as they are. */
function portable(message) {
  if (message instanceof Error) return { ...message, name: message.name, message: message.message, isError: true };
  return message;
}

try {
  await pglite.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: String(error?.stack ?? error) });
}

parentPort.on('message', async (request) => {
  if (request.close) {
    await pglite.close().catch(() => undefined);
    parentPort.postMessage({ id: request.id, closed: true });
    return;
  }
  if (request.snapshotTo) {
    // A copy of the data directory between two queries (PGlite runs it exclusively): a backup's
    // consistent view of a running site, without holding the only connection for the whole dump.
    try {
      const tarball = await pglite.dumpDataDir('none');
      await writeFile(request.snapshotTo, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
      parentPort.postMessage({ id: request.id, messages: [] });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: portable(error instanceof Error ? error : new Error(String(error))) });
    }
    return;
  }
  try {
    const messages = await pglite.execProtocolStream(request.bytes, { throwOnError: false });
    parentPort.postMessage({ id: request.id, messages: messages.map(portable) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: portable(error instanceof Error ? error : new Error(String(error))) });
  }
});
