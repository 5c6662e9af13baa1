// npm run restore -- <backup folder> [--force]: into the configured database (DATABASE_URL, or the PGlite folder
// DATA_DIR) and media store, with the hosts on them stopped. A target that is not empty is refused unless --force.
import path from 'node:path';
import { readConfig } from '../server/config';
import { restoreBackup } from '../server/backup/restore';

const argv = process.argv.slice(2);
const folder = argv.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('用法：npm run restore -- <备份文件夹> [--force]');
  process.exit(2);
}
try {
  await restoreBackup(readConfig(), path.resolve(folder), { force: argv.includes('--force') }, (line) => console.log(line));
  console.log('恢复完成');
} catch (error) {
  console.error(`恢复失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
