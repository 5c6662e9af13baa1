import { expect, it } from 'vitest';
import type { ShortVideo } from '../../contract/social/short-video';
import type { OutboxEntry } from '../../db/collections/outbox';
import { withPendingEdits, withPendingLikes } from './use-video-feed';

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

it('hides a video whose delete is queued and shows a queued edit as pending; refused ones change nothing', () => {
  const queued = (seq: number, name: string, args: Record<string, unknown>, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
    ...entry(seq, true), name, args, status,
  });
  const views = withPendingLikes([video, { ...video, id: 'v2' }], []);
  expect(withPendingEdits(views, [queued(1, 'shortVideo.delete', { videoId: 'v1' })]).map((v) => v.id)).toEqual(['v2']);
  expect(withPendingEdits(views, [queued(1, 'shortVideo.update', { videoId: 'v2', title: '新标题' })])[1]).toMatchObject({ title: '新标题', editPending: true });
  expect(withPendingEdits(views, [queued(1, 'shortVideo.delete', { videoId: 'v1' }, 'rejected')]).map((v) => v.id)).toEqual(['v1', 'v2']);
});
