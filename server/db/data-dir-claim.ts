import fs from 'node:fs';
import path from 'node:path';

/** The file naming the process that has the embedded database's folder open. */
export const CLAIM_FILE = 'starq.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims PGlite's DATA_DIR for this process: PGlite does not lock its folder, and a second process opening it (another
 * host, a backup copying it while it is written) would corrupt it (LESSONS "Several processes"). A claim left by a
 * process that is gone is taken over. Answers the release; a process that exits releases its claim by itself.
 */
export function claimDataDir(dataDir: string, what: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CLAIM_FILE);
  const holder = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : 0) || 0;
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(`DATA_DIR ${dataDir} 正被进程 ${holder} 使用：请先停止该进程再${what}（嵌入式数据库同一时间只能由一个进程打开）`);
  }
  fs.writeFileSync(file, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch { /* already gone */ }
  };
  process.once('exit', release);
  return () => { process.off('exit', release); release(); };
}
