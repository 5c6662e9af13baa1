// npm run cluster -- --processes 3 [--port 24080] [--static dist]: the cluster of start.ts until Ctrl-C (then every
// process, nginx, the S3 server and the cluster's own PostgreSQL are stopped and their folder removed).
// The default port lies below the ephemeral ports (32768 up), where an outgoing connection could hold it; the chaos and
// bench clusters use 23080 and the fault-run test 23580.
// DATABASE_URL, when set, is used instead of a PostgreSQL of the cluster's own.
import { startCluster } from './start';

const argv = process.argv.slice(2);
const value = (name: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : undefined; };
const cluster = await startCluster({
  processes: Number(value('processes') ?? 2),
  basePort: Number(value('port') ?? 24080),
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: value('static'),
});
console.log(`星Q商城 cluster: ${cluster.url}/ (nginx) → ${cluster.hosts.map((h) => h.url).join(', ')}`);
console.log(`PostgreSQL ${cluster.databaseUrl}; logs in ${cluster.dir}. Ctrl-C stops everything.`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
