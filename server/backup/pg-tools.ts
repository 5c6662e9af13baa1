import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pg_dump and pg_restore: from PG_BIN, else Debian's PostgreSQL 15, else the PATH. They must not be older than the server. */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of [process.env.PG_BIN, '/usr/lib/postgresql/15/bin']) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

/** A consistent snapshot of a running database (pg_dump takes one transaction): the hosts keep serving meanwhile. */
export async function pgDump(url: string, file: string, snapshot?: string): Promise<void> {
  await run(tool('pg_dump'), [
    '--format=custom', '--no-owner', '--no-acl', ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--file=${file}`, `--dbname=${url}`,
  ], { maxBuffer: 16 * 1024 * 1024 });
}

/** Into an empty database, or with `clean` over one that has the schema already; all or nothing. */
export async function pgRestore(url: string, file: string, clean: boolean): Promise<void> {
  await run(tool('pg_restore'), [
    '--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', ...(clean ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`, file,
  ], { maxBuffer: 16 * 1024 * 1024 });
}
