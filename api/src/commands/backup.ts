import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { archiveName, formatCounts, writeBackup } from '../backup/backup';
import { openForBackup } from '../backup/site';

// `npm run backup`: one archive of the site `npm start` runs (same settings), written while it runs.
// The archive's path is the only line on stdout (ARCHIVE=$(npm run -s backup)); the rest goes to stderr.

async function main(): Promise<number> {
  const config = loadConfig();
  const started = Date.now();
  const site = await openForBackup(config);
  try {
    const file = path.join(config.backupDir, archiveName(new Date()));
    const manifest = await writeBackup(site, file);
    const { size } = await fs.promises.stat(file);
    console.error(`Backed up ${site.description} (migration ${manifest.database.level ?? 'none'}) and ${manifest.media.source}:`);
    console.error(formatCounts(manifest.database.tables));
    console.error(`  media objects ${manifest.media.objects} (${manifest.media.bytes} bytes)`);
    if (manifest.media.missing.length > 0) console.error(`  deleted while the backup ran: ${manifest.media.missing.length} media objects`);
    console.error(`Archive: ${(size / 1024 / 1024).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(file);
    return 0;
  } finally {
    await site.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Backup failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
