import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db/collections/outbox';
import type { Feedback } from '../contract/service/feedback';
import { deriveFeedbackView } from './feedback';

const confirmed: Feedback = {
  feedbackId: 'fb1', type: 'BUG', content: '已经发送的反馈', contact: '', imgs: [], status: 'REPLIED',
  replies: [{ replyId: 1, content: '已修复', createdAt: 2 }], createdAt: 1, updatedAt: 2,
};
const entry = (id: string, status: string, args: Record<string, unknown>, errorMsg = ''): OutboxEntry =>
  ({ id, name: 'feedback.add', status, args, createdAt: 10, errorMsg } as unknown as OutboxEntry);

describe('deriveFeedbackView', () => {
  it('shows queued feedback first as pending, then the host list, and refused ones apart', () => {
    const view = deriveFeedbackView({ value: { list: [confirmed], total: 1 }, savedAt: 5 }, [
      entry('o1', 'pending', { feedbackId: 'fb2', type: 'SUGGEST', content: '离线写的反馈', contact: '', imgs: [] }),
      entry('o2', 'pending', { feedbackId: 'fb1', type: 'BUG', content: '已经发送的反馈', imgs: [] }),
      entry('o3', 'rejected', { feedbackId: 'fb3', content: '被拒绝的' }, '图片格式不正确'),
    ]);
    expect(view.list.map((f) => [f.feedbackId, f.pending])).toEqual([['fb2', true], ['fb1', false]]);
    expect(view.total).toBe(2);
    expect(view.refused).toEqual([{ id: 'o3', content: '被拒绝的', msg: '图片格式不正确' }]);
    expect(view.empty).toBe(false);
  });

  it('is empty when nothing was ever cached or queued', () => {
    expect(deriveFeedbackView(null, []).empty).toBe(true);
  });
});
