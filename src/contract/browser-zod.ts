/**
 * In the browser zod runs without its compiled fast path: probing for it calls `new Function`,
 * which the Content-Security-Policy (script-src 'self', no 'unsafe-eval') reports as a violation
 * even though zod catches the refusal (decision 007). Imported first by the page and the worker.
 *
 * zod keeps its global configuration on `globalThis.__zod_globalConfig` and only fills it in when absent, so
 * setting it here, before any zod module runs, configures zod without importing it: zod stays out of the
 * page's first chunk (it loads with the screens that validate).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod holds when it is already loaded (tests), or the one it will take up.
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
