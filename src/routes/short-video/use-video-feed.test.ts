import { expect, it } from 'vitest';
import type { ShortVideo } from '../../contract/short-video';
import type { OutboxEntry } from '../../db/collections/outbox';
import { withPendingLikes } from './use-video-feed';

const video: ShortVideo = {
  id: 'v1', userId: 'u1', authorName: '作者', authorLogo: '', title: '开箱', poster: '', videoUrl: '', goods: [], likes: 5, comments: 0, liked: false, createdAt: 1,
};
const entry = (seq: number, like: boolean, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  id: `e${seq}`, seq, clientId: 'c', userId: 'me', name: 'shortVideo.like', args: { videoId: 'v1', like }, preview: {}, createdAt: seq,
  status, errorCode: 0, errorMsg: '', attempts: 0,
});

it('shows the last pending like over the confirmed copy, counting the user once', () => {
  expect(withPendingLikes([video], [])[0]).toMatchObject({ liked: false, likes: 5, likePending: false });
  expect(withPendingLikes([video], [entry(1, true)])[0]).toMatchObject({ liked: true, likes: 6, likePending: true });
  expect(withPendingLikes([video], [entry(1, true), entry(2, false)])[0]).toMatchObject({ liked: false, likes: 5, likePending: true });
  expect(withPendingLikes([{ ...video, liked: true, likes: 6 }], [entry(1, true)])[0]).toMatchObject({ liked: true, likes: 6 });
  expect(withPendingLikes([video], [entry(1, true, 'rejected')])[0]).toMatchObject({ liked: false, likes: 5, likePending: false });
});
