import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/database';

/** A database the static-site tests never touch: serving files needs none. */
export const noDatabase = {
  kind: 'pglite',
  description: 'none',
  db: undefined as never,
  read: undefined as never,
  replicas: [],
  pool: undefined as never,
  observeQueries: () => {},
  observeReads: () => {},
  close: async () => {},
} satisfies Database;

/** Write `content` at `file` below `root`, making the folders on the way. */
export function write(root: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}
