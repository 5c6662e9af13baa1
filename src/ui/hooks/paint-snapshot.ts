/**
 * The last answer of a first-screen query, kept in localStorage so a cold or
 * offline start paints it before the sync worker has opened the store; the
 * live query replaces it as soon as it answers (docs/performance.md, warm
 * offline start). Only for public data such as the home goods list.
 */
const PREFIX = 'starq:paint:';

export function readPaintSnapshot<T>(name: string, paramsKey: string): T | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + name) ?? 'null') as { key: string; data: T } | null;
    return stored?.key === paramsKey ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

export function writePaintSnapshot(name: string, paramsKey: string, data: unknown): void {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify({ key: paramsKey, data }));
  } catch {
    // A full storage only costs the fast first paint.
  }
}
