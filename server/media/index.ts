import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import type { JobHandler } from '../jobs/queue';
import { recurringHandler, type RecurringJob } from '../jobs/recurring';
import { moveLegacyUploads, registerLegacyUploadServing } from './legacy-uploads';
import { sweepMedia } from './process';
import { registerMediaServing } from './serve';
import { createMediaService } from './service';
import { registerTusEndpoint } from './tus-endpoint';

/** The sweep of abandoned uploads and half-made videos: a recurring job (server/jobs/README.md), once per period. */
export const MEDIA_SWEEP_JOB: RecurringJob = { kind: 'media.sweep', everyMs: 10 * 60_000 };

/**
 * The one media service (ARCHITECTURE "Platform services"; README.md beside this file): served by every process;
 * uploads are taken by the processes that serve the member host, the host of spec §7's uploads.
 * Answers its job handlers (every process may take the sweep job, so every process has them).
 */
export async function registerMediaService(app: FastifyInstance, deps: AppDeps): Promise<Record<string, JobHandler>> {
  const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
  const service = await createMediaService(deps, log);
  registerMediaServing(app, service);
  registerLegacyUploadServing(app, service);
  await moveLegacyUploads(service, log);
  // The job only starts the sweep: its file and object-store work runs after the job's transaction, on this
  // process's own connections (a sweep is safe to repeat and to race: the next period does what this one missed).
  let sweeping: Promise<void> = Promise.resolve();
  const jobHandlers = {
    [MEDIA_SWEEP_JOB.kind]: recurringHandler(MEDIA_SWEEP_JOB, async () => {
      sweeping = sweeping.then(() => sweepMedia(service)).catch((error: unknown) => log('[media] sweep failed', error));
    }),
  };
  app.addHook('onClose', async () => {
    await sweeping;
    await service.videos.idle();
  });
  if (!deps.config.hosts.includes('member')) return jobHandlers;

  await registerTusEndpoint(app, service, log);
  return jobHandlers;
}
