import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../db/records/list-entry';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveMyLists, recommendParamsOf } from './my-lists-view';

const doc = (targetId: string, at: number, over: Partial<ListEntry> = {}): ListEntry => ({
  id: `U1:entry.collect:${targetId}`, userId: 'U1', type: 'collect', targetId, title: targetId, image: '', price: 100,
  sub: '', extra: 'ordinary', classId: '', at, ...over,
});
let seq = 0;
const entry = (name: string, args: Record<string, unknown>, preview: Record<string, unknown> = {}, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `e${++seq}`, seq, clientId: 'c', userId: 'U1', name, args, preview, createdAt: 1000 + seq,
  status: 'pending', errorCode: 0, errorMsg: '', attempts: 0, ...over,
});

describe('deriveMarks', () => {
  it('shows a pending collect first, hides a pending uncollect, and ignores rejected and other users\' entries', () => {
    const confirmed = [doc('G1', 10), doc('G2', 20), doc('G9', 5, { userId: 'U2' })];
    const entries = [
      entry('marks.collect', { goodsId: 'G3' }, { title: '新收藏', image: 'x', price: 5, sub: '', extra: 'ordinary', classId: '' }),
      entry('marks.uncollect', { goodsId: 'G1' }),
      entry('marks.uncollect', { goodsId: 'G2' }, {}, { status: 'rejected' }),
      entry('marks.collect', { goodsId: 'G4' }, { title: '别人的' }, { userId: 'U2' }),
      entry('cart.add', { goodsId: 'G5', num: 1 }),
    ];
    const view = deriveMyLists(confirmed, entries, 'U1', 'collect');
    expect(view.map((m) => [m.targetId, m.pending])).toEqual([['G3', true], ['G2', false]]);
  });

  it('collect then uncollect offline leaves nothing; unfollow then follow again shows it pending', () => {
    const entries = [
      entry('marks.collect', { goodsId: 'G7' }, { title: 'a' }),
      entry('marks.uncollect', { goodsId: 'G7' }),
    ];
    expect(deriveMyLists([], entries, 'U1', 'collect')).toEqual([]);
    const shop = doc('S1', 1, { type: 'focus', id: 'U1:entry.focus:S1' });
    const again = [entry('marks.unfollow', { shopsId: 'S1' }), entry('marks.follow', { shopsId: 'S1' }, { title: '店' })];
    expect(deriveMyLists([shop], again, 'U1', 'focus')).toMatchObject([{ targetId: 'S1', pending: true, title: '店' }]);
  });
});

describe('recommendParamsOf', () => {
  it('keeps at most 5 classes, most recent first, without duplicates', () => {
    const browse = ['C1', 'C2', 'C1', 'C3', 'C4', 'C5', 'C6', 'C7'].map((classId, i) => ({ ...doc(`G${i}`, 100 - i), classId, pending: false }));
    expect(recommendParamsOf(browse)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5'].map((classId) => ({ classId })));
  });
});
