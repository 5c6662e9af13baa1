/**
 * Whether an error means the database is away (restarting, shutting down, unreachable) rather than that a query is
 * wrong: such a request decided nothing, and the caller is answered 503 to try again (RELIABILITY 38).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
  '53300', // too_many_connections
]);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', 'Client has encountered a connection error', 'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end', 'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError's cause); a transaction's rollback may wrap it again.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
