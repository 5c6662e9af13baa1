import { expect, it } from 'vitest';
import type { Dynamic } from '../../contract/social/dynamic';
import type { OutboxEntry } from '../../db/collections/outbox';
import { withQueuedVote } from './vote-view';

const dynamic: Dynamic = {
  dynamicId: 'd1', userId: 'u1', userName: '甲', userLogo: '', communityId: 'C01', communityName: '好物分享', text: '好物', imgs: [],
  fire: 3, ice: 1, msgs: 0, views: 0, createdAt: 0, myVote: 'ice',
};
const entry = (name: string, dynamicId = 'd1', status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  id: name + dynamicId, seq: 1, clientId: 'c', userId: 'u2', name, args: { dynamicId }, preview: {}, createdAt: 0, status, errorCode: 0, errorMsg: '', attempts: 0,
});

it('shows the newest queued vote moved from the confirmed one, pending; other dynamics and refused votes leave it alone', () => {
  expect(withQueuedVote(dynamic, [entry('dynamic.fire')])).toMatchObject({ fire: 4, ice: 0, myVote: 'fire', votePending: true });
  expect(withQueuedVote(dynamic, [entry('dynamic.fire'), entry('dynamic.ice')])).toMatchObject({ fire: 3, ice: 1, myVote: 'ice', votePending: true });
  expect(withQueuedVote({ ...dynamic, myVote: '' }, [entry('dynamic.ice')])).toMatchObject({ fire: 3, ice: 2, myVote: 'ice' });
  expect(withQueuedVote(dynamic, [entry('dynamic.fire', 'd2'), entry('dynamic.fire', 'd1', 'rejected')])).toMatchObject({ fire: 3, myVote: 'ice', votePending: false });
});
