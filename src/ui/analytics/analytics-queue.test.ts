// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const kept = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', { onLine: false });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  });
});

const event = (at: number) => ({ code: 100, page: 'P100', at, props: {} });

describe('analytics queue on the device', () => {
  it('keeps events after the site storage was wiped under it, and never rejects into the page', async () => {
    const { keepAndSend } = await import('./analytics-queue');
    await keepAndSend([event(1)]);
    await Dexie.delete('starq-analytics');
    await expect(keepAndSend([event(2)])).resolves.toBeUndefined();
    // A forced close (the browser's clear-site-data) leaves Dexie closed for good, unlike a polite delete.
    // Dexie keeps its open instances in `connections` at run time; its typings leave it out.
    for (const connection of (Dexie as unknown as { connections: Dexie[] }).connections) connection.close();
    await expect(keepAndSend([event(3)])).resolves.toBeUndefined();
    const reopened = new Dexie('starq-analytics');
    await reopened.open();
    expect(await reopened.table('events').toArray()).toMatchObject([{ at: 2 }, { at: 3 }]);
    reopened.close();
  });
});
