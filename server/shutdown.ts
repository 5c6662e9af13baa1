import type { FastifyInstance } from 'fastify';
import type { Database } from './db/open';

export interface ShutdownPlan {
  app: FastifyInstance;
  database: Pick<Database, 'close'>;
  /** Takes no further job; resolves once the one in progress has committed (server/jobs/queue.ts). */
  stopJobs(): Promise<void>;
  /** The process's own timers and servers (the live pulse, the RTMP ingest), stopped before the app closes. */
  stopServices(): Promise<void>;
  /** How long readiness fails before the process stops taking requests: the proxy's or orchestrator's check interval. */
  readyWaitMs: number;
  /** Requests and streams still open this long after the app began closing are cut. */
  graceMs: number;
}

/**
 * The graceful shutdown of a host process (issue 35; LESSONS "Several processes"): readiness fails first; after
 * `readyWaitMs` the app closes: it stops listening, answers 503 to a request still arriving on a kept-alive connection,
 * lets the requests in flight finish and closes the live channel's sockets with the reconnect code; meanwhile the job
 * runner takes no further job; then the database closes. Answers one function; calling it again joins the same stop.
 */
export function gracefulShutdown(plan: ShutdownPlan): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  const stop = async (): Promise<void> => {
    plan.app.lifecycle.draining = true;
    if (plan.readyWaitMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.readyWaitMs));
    // A viewer's live stream (or a connection a client keeps open) must not hold the stop up for longer than this.
    const cut = setTimeout(() => plan.app.server.closeAllConnections(), plan.graceMs);
    cut.unref();
    try {
      await Promise.all([
        plan.stopJobs(),
        (async () => {
          await plan.stopServices();
          plan.app.lifecycle.stopping = true;
          await plan.app.close();
        })(),
      ]);
    } finally {
      clearTimeout(cut);
    }
    await plan.database.close();
  };
  return () => (stopping ??= stop());
}
