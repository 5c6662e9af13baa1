import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db/collections/outbox';
import { deriveChatView, needsTimeSeparator } from './chat-view';

const room = 'chat:cv1';
const body = (content: string, senderRole: 'user' | 'shop' = 'user') => ({ type: 'text', content, url: '', poster: '', senderRole, senderName: '', senderAvatar: '' });
const message = (seq: number, clientId: string, content: string, senderId = 'U1') => ({ room, seq, clientId, senderId, kind: 'chat.text', body: body(content), at: 1000 + seq });
let n = 0;
const entry = (clientId: string, content: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: `e${(n += 1)}`, seq: n, clientId: 'device', userId: 'U1', name: 'chat.send',
  args: { conversationId: 'cv1', clientId, type: 'text', content }, preview: { senderRole: 'user', senderName: '买家', senderAvatar: '' },
  createdAt: 5000 + n, status: 'pending', errorCode: 0, errorMsg: '', attempts: 0, ...over,
});
const view = (confirmed: unknown[][], outbox: OutboxEntry[]) => deriveChatView({ conversationId: 'cv1', room, userId: 'U1', confirmed, outbox });

describe('deriveChatView', () => {
  it('shows confirmed messages by sequence, then waiting ones in queue order, each once by clientId', () => {
    const records = [message(3, 's1', '今天发', 'U4'), message(1, 'a', '你好')];
    const recent = [message(1, 'a', '你好'), message(2, 'b', '在吗')];
    const v = view([records, recent], [entry('b', '在吗'), entry('c', '第三条'), entry('d', '第四条')]);
    expect(v.messages.map((m) => [m.clientId, m.seq, m.state])).toEqual([
      ['a', 1, 'sent'], ['b', 2, 'sent'], ['s1', 3, 'sent'], ['c', null, 'sending'], ['d', null, 'sending'],
    ]);
    expect(v.lastSeq).toBe(3);
    expect(v.messages[3]!.body).toMatchObject({ content: '第三条', senderName: '买家', type: 'text' });
  });

  it('shows a refused message as failed, and its retry (same clientId) replaces it without doubling', () => {
    const refused = entry('x', '失败的', { status: 'rejected', errorMsg: '消息不能超过500字' });
    expect(view([], [refused]).messages).toMatchObject([{ clientId: 'x', state: 'failed', error: '消息不能超过500字', entryId: refused.id }]);
    const retry = entry('x', '失败的');
    expect(view([], [refused, retry]).messages).toMatchObject([{ clientId: 'x', state: 'sending', entryId: retry.id }]);
    expect(view([[message(1, 'x', '失败的')]], [refused, retry]).messages).toMatchObject([{ clientId: 'x', state: 'sent', seq: 1 }]);
  });

  it('ignores other conversations, other users, other mutations and malformed records', () => {
    const v = view([[message(1, 'a', '你好'), { room, seq: 'x' }, { ...message(2, 'b', 'other room'), room: 'chat:cv2' }]], [
      entry('o', '别的会话', { args: { conversationId: 'cv2', clientId: 'o', type: 'text', content: '别的会话' } }),
      entry('u', '别人的', { userId: 'U2' }),
      entry('r', '', { name: 'chat.read', args: { conversationId: 'cv1', seq: 1 } }),
    ]);
    expect(v.messages.map((m) => m.clientId)).toEqual(['a']);
  });

  it('a record and a recent message with the same sequence count once; a pending rating is reported', () => {
    const rate = entry('', '', { name: 'chat.rate', args: { conversationId: 'cv1', rating: 5 } });
    const v = view([[message(1, 'a', '你好')], [message(1, 'a', '你好')]], [rate]);
    expect(v.messages).toHaveLength(1);
    expect(v.rating).toEqual({ state: 'sending', rating: 5, entryId: rate.id, error: '' });
  });
});

describe('needsTimeSeparator', () => {
  it('shows a time before the first message and after five quiet minutes', () => {
    expect(needsTimeSeparator(null, 0)).toBe(true);
    expect(needsTimeSeparator(0, 4 * 60_000)).toBe(false);
    expect(needsTimeSeparator(0, 5 * 60_000)).toBe(true);
  });
});
