import { describe, expect, it } from 'vitest';
import { retryDelay } from './live-player';
import { deriveLiveRoomView } from './room-view';

const state = (seq: number, publishing: boolean, status: 'OPEN' | 'ENDED') => ({ seq, kind: 'live.state', body: { publishing, status } });
const streamOf = (records: unknown[]) => deriveLiveRoomView(records, [], 'R1', 'U1', '我').stream;

describe('a live room\'s stream as the channel tells it', () => {
  it('is unknown until a state arrives, then the newest by sequence', () => {
    expect(streamOf([{ seq: 1, kind: 'live.chat', body: { text: '你好' } }])).toBeNull();
    expect(streamOf([state(3, false, 'OPEN'), state(2, true, 'OPEN')])).toEqual({ publishing: false, ended: false });
    expect(streamOf([state(2, false, 'OPEN'), state(5, true, 'OPEN')])).toEqual({ publishing: true, ended: false });
  });

  it('stays ended once ended', () => {
    expect(streamOf([state(1, false, 'ENDED'), state(2, true, 'OPEN')])).toEqual({ publishing: true, ended: true });
  });
});

describe('the player\'s wait before another try', () => {
  it('starts at 3 s, doubles, and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);
  });
});
