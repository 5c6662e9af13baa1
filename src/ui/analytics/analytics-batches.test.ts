// @vitest-environment node
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsStore, type StoredEvent } from '../../db/analytics-store';
import { takeBatch, trimTo, type Sender } from './analytics-batches';

let store: AnalyticsStore;
const open = () => { store = new AnalyticsStore('t', { indexedDB: new IDBFactory(), IDBKeyRange }); return store; };
afterEach(() => store.close());
const ev = (i: number, userId = 'U1'): StoredEvent => ({ code: 100, page: 'P100', at: i, props: { i }, userId });

describe('analytics batches on the device', () => {
  it('sends the oldest first, at most the batch size, and deletes only what the host answered', async () => {
    const s = open();
    await s.events.bulkAdd(Array.from({ length: 7 }, (_, i) => ev(i)));
    const seen: number[][] = [];
    const ok: Sender = async (events) => { seen.push(events.map((e) => e.at)); return 'sent'; };
    expect(await takeBatch(s, ok, 5, 16_000)).toBe('sent');
    expect(seen[0]).toEqual([0, 1, 2, 3, 4]);
    expect(await takeBatch(s, async () => 'stop', 5, 16_000)).toBe('stop');
    expect(await s.events.count()).toBe(2);
    await takeBatch(s, ok, 5, 16_000);
    expect(await takeBatch(s, ok, 5, 16_000)).toBe('empty');
  });

  it("never mixes two users' events in one batch, and splits a batch too long to encode", async () => {
    const s = open();
    await s.events.bulkAdd([ev(1, 'A'), ev(2, 'A'), ev(3, 'B')]);
    const sizes: number[] = [];
    const ok: Sender = async (events) => { sizes.push(events.length); return 'sent'; };
    await takeBatch(s, ok, 50, 16_000);
    expect(sizes).toEqual([2]);
    await s.events.bulkAdd(Array.from({ length: 40 }, (_, i) => ({ ...ev(i, 'B'), props: { text: 'x'.repeat(90) } })));
    await takeBatch(s, ok, 50, 2_000);
    expect(sizes[1]).toBeLessThan(41);
  });

  it('keeps only the newest events while offline', async () => {
    const s = open();
    await s.events.bulkAdd(Array.from({ length: 12 }, (_, i) => ev(i)));
    await trimTo(s, 10);
    expect((await s.events.orderBy('seq').toArray()).map((e) => e.at)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
