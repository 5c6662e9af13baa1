// npm run backup [-- --out <folder>]: the configured database (DATABASE_URL, or the PGlite in DATA_DIR, whose host must
// be stopped), the media objects (MEDIA_DIR or the MEDIA_S3_* bucket) and the seal key file, into a new folder
// (default backups/starq-<time>). server/backup/README.md says what it holds.
import path from 'node:path';
import { readConfig } from '../server/config';
import { createBackup } from '../server/backup/backup';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const folder = path.resolve(outAt >= 0 && argv[outAt + 1] ? argv[outAt + 1]! : `backups/starq-${stamp}`);
try {
  await createBackup(readConfig(), folder, (line) => console.log(line));
  console.log(`备份完成：${folder}`);
} catch (error) {
  console.error(`备份失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
