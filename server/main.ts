import { readConfig } from './config';
import { openDatabase } from './db/open';
import { claimDataDir } from './db/data-dir-claim';
import { DEMO_ACCOUNTS } from './db/seed/demo-users';
import { isSeeded, seedDemo } from './db/seed';
import { ensureRegions } from './db/seed/checkout-regions';
import { seedDemoVideos } from './db/seed/short-videos';
import { buildApp } from './app';
import { backfillPayDeadlineJobs } from './services/orders/order/auto-cancel';
import { completeStuckVirtualOrders } from './services/orders/order/virtual-orders';
import { startJobRunner } from './jobs/queue';
import { ensureRecurringJobs } from './jobs/recurring';
import { JOBS_SWEEP_JOB } from './jobs/sweep';
import { RATE_LIMITS_SWEEP_JOB } from './http/call-limit';
import { MEDIA_SWEEP_JOB } from './media';
import { GOODS_PINYIN_JOB } from './services/catalogue/search/pinyin-fill';
import { createLogSmsProvider } from './services/account/phone-codes/sms-provider';
import { startLiveIngest } from './live-ingest/ingest';
import { registerPlayRelay, relayOrigin } from './live-ingest/play-relay';
import { ingestSettings } from './services/social/live-room/stream-key';
import { gracefulShutdown } from './shutdown';

async function main(): Promise<void> {
  const config = readConfig();
  // The embedded database's folder is this process's alone: a second host or a backup on it is refused (issue 35).
  if (!config.databaseUrl) claimDataDir(config.dataDir, '启动');
  const database = await openDatabase(config);
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    console.log('首次启动：写入演示数据…');
    const started = Date.now();
    await seedDemo(database.db, Date.now());
    // Issue 34: 短视频 and 直播 are not empty on a first visit; a video that cannot be made is left out, never the start.
    await seedDemoVideos(config, database.db, Date.now(), (line) => console.log(line))
      .catch((error: unknown) => console.error('[seed] 演示视频未能生成', error));
    console.log(`[seed] 演示数据写入完成，用时 ${Date.now() - started} ms`);
  }
  await ensureRegions(database.db);
  // Timed work is jobs (server/jobs/README.md): unpaid orders from before that get theirs; each sweep its next run.
  await backfillPayDeadlineJobs(database.db, Date.now());
  // Issue 34: virtual goods paid before were left 待发货; they were issued when paid, so they complete (and settle).
  await completeStuckVirtualOrders(database.db, Date.now());
  await ensureRecurringJobs(database.db, [MEDIA_SWEEP_JOB, GOODS_PINYIN_JOB, JOBS_SWEEP_JOB, RATE_LIMITS_SWEEP_JOB], Date.now());
  const sms = createLogSmsProvider((line) => console.log(line));
  const app = await buildApp(
    { database, config, sms, now: Date.now, checkResponses: process.env.NODE_ENV !== 'production' },
    { logger: { level: config.logLevel } },
  );
  // Issue 18: the RTMP ingest and its play relay run with the live host (decision 017).
  // With several processes, a room plays from any of them: the others relay from the one its stream comes in at.
  const origin = relayOrigin(config);
  const ingest = config.hosts.includes('live') ? await startLiveIngest(database.db, ingestSettings(), config.dataDir, Date.now, origin) : null;
  registerPlayRelay(app, ingest, { db: database.db, origin });
  await app.listen({ host: config.host, port: config.port });
  const stopJobs = startJobRunner(database.db, app.jobHandlers, Date.now, config.jobPollMs);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir})`;
  console.log(`\n星Q商城 is running at http://${config.host}:${config.port}/  — database: ${where}`);
  console.log('Demo logins (password or SMS code; codes are printed in this log as [sms] lines):');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.roleName}  ${account.phone}  ${account.password}`);

  const shutdown = gracefulShutdown({
    app, database, stopJobs,
    stopServices: async () => { await ingest?.stop(); },
    readyWaitMs: config.shutdownReadyWaitMs, graceMs: config.shutdownGraceMs,
  });
  const onSignal = (signal: string) => {
    console.log(`${signal}: 停止中（不再接收新请求，处理中的请求完成后退出）…`);
    setTimeout(() => process.exit(1), config.shutdownReadyWaitMs + config.shutdownGraceMs + 5_000).unref();
    shutdown().then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
