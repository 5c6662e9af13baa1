import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps';
import { sweepMedia } from './process';
import { registerMediaServing } from './serve';
import { createMediaService } from './service';
import { registerTusEndpoint } from './tus-endpoint';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The one media service (ARCHITECTURE "Platform services"; README.md beside this file): served by every process;
 * uploads are taken by the processes that serve the member host, the host of spec §7's uploads.
 */
export async function registerMediaService(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
  const service = await createMediaService(deps, log);
  registerMediaServing(app, service);
  if (!deps.config.hosts.includes('member')) return;

  await registerTusEndpoint(app, service, log);
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping.then(() => sweepMedia(service)).catch((error: unknown) => log('[media] sweep failed', error));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await service.videos.idle();
  });
}
