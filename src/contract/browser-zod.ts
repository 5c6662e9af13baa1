import { z } from 'zod';

/**
 * In the browser zod runs without its compiled fast path: probing for it calls `new Function`,
 * which the Content-Security-Policy (script-src 'self', no 'unsafe-eval') reports as a violation
 * even though zod catches the refusal (decision 007). Imported first by the page and the worker.
 */
z.config({ jitless: true });
