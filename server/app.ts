import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { CODES } from '../src/contract/codes';
import type { CallDef, Host } from '../src/contract/define-call';
import { MESSAGES } from '../src/domain/messages';
import type { AppDeps } from './http/deps';
import { createExecutor, registerBinding, type Binding, type Executor } from './http/bind-call';
import { answerUnreadableRequest } from './http/unreadable-request';
import { hostOrigins, registerSecurityHeaders } from './http/security-headers';
import { ALL_BINDINGS } from './services';
import { registerMedia } from './services/catalogue/illustrations';
import { registerMediaService } from './media';
import { LiveHub } from './live/hub';
import { liveRoomPresence } from './services/social/live-room/room-counts';
import { JOB_HANDLERS } from './jobs/handlers';
import type { JobHandler } from './jobs/queue';
import { registerLiveChannel } from './live/socket';
import { registerHealth, UNAVAILABLE, type Lifecycle } from './http/health';
import { isDatabaseUnavailable } from './db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every job kind's handler in this process: JOB_HANDLERS plus those of the services buildApp starts (server/jobs). */
    jobHandlers: Record<string, JobHandler>;
    /** Draining and stopping, set by the graceful shutdown and read by the probes (server/http/health.ts). */
    lifecycle: Lifecycle;
  }
}

export function bindingsFor(hosts: readonly Host[]): Binding[] {
  return ALL_BINDINGS.filter((b) => hosts.includes(b.call.host));
}

/** One Fastify app serving the selected service hosts (and the PWA when built). */
export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  // Prototype keys are dropped, not refused: no field is named so, and a batch still answers item by item.
  const app = Fastify({
    logger: options.logger ?? false, bodyLimit: 1_048_576, clientErrorHandler: answerUnreadableRequest,
    onProtoPoisoning: 'remove', onConstructorPoisoning: 'remove',
    // A request arriving while the app closes gets the envelope's 503 from the health hook instead.
    return503OnClosing: false,
    trustProxy: deps.config.trustProxy,
  });
  const lifecycle: Lifecycle = { draining: false, stopping: false };
  app.decorate('lifecycle', lifecycle);
  registerHealth(app, deps.database, lifecycle);
  await app.register(formbody);
  await registerSecurityHeaders(app, hostOrigins(deps.config.hostBaseUrls));

  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    // The database is away (a restart): nothing was decided, the caller tries again shortly (RELIABILITY 38).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send(UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    // Malformed or oversized input is the caller's mistake: a business answer, never a 5xx.
    if (status >= 400 && status < 500) return reply.code(200).send({ code: CODES.validation, msg: '请求格式不正确', data: null });
    request.log.error(error);
    return reply.code(500).send({ code: CODES.serverError, msg: MESSAGES.serverError, data: null });
  });

  const executors = new Map<string, { call: CallDef; execute: Executor }>();
  const hostDeps: AppDeps = { ...deps, executors };
  for (const binding of bindingsFor(deps.config.hosts)) {
    const execute = createExecutor(hostDeps, binding);
    executors.set(binding.call.name, { call: binding.call, execute });
    registerBinding(app, binding, execute);
  }
  registerMedia(app);
  app.decorate('jobHandlers', { ...JOB_HANDLERS, ...await registerMediaService(app, hostDeps) });
  if (deps.config.hosts.includes('chat')) await registerLiveChannel(app, hostDeps, new LiveHub(deps.database, liveRoomPresence(deps.database.db, deps.now)));

  const staticDir = deps.config.staticDir;
  if (staticDir && fs.existsSync(staticDir)) {
    // preCompressed: the build's .br/.gz beside each text file (vite.config.ts), sent to a browser that accepts them.
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, preCompressed: true, setHeaders: (res, file) => {
      const served = file.replace(/\.(br|gz)$/, '');
      if (served.endsWith('sw.js') || served.endsWith('.html')) res.header('cache-control', 'no-cache');
    } });
  }
  app.setNotFoundHandler((request, reply) => {
    if (staticDir && request.method === 'GET' && !request.url.startsWith('/api/') && fs.existsSync(`${staticDir}/index.html`)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ code: CODES.notFound, msg: '接口不存在', data: null });
  });
  return app;
}
