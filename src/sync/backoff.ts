/**
 * Exponential backoff with equal jitter: a random wait in the upper half of
 * 1 s, 2 s, 4 s … capped at 60 s, so tabs and devices do not retry in step (RELIABILITY 3).
 */
export function backoffDelay(attempt: number, random: () => number, baseMs = 1000, capMs = 60_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
