import { Button, Dialog, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { SHORT_VIDEO_TITLE_MAX } from '../../contract/social/short-video';
import { toast } from '../../ui/feedback';
import { SHORT_VIDEO_TEXTS as T } from '../../ui/short-video-texts';
import { useAppContext } from '../use-app-context';
import type { VideoView } from './use-video-feed';

/**
 * 编辑 / 删除 under one of my videos (我的作品): both are outbox mutations like every other change, so they work
 * offline, show 待同步 until replayed, and the video leaves (or takes its new text) at once.
 */
export function OwnVideoActions({ video }: { video: VideoView }) {
  const { sync } = useAppContext();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(video.title);

  async function remove() {
    if (!(await Dialog.confirm({ content: T.deleteConfirm }))) return;
    const result = await sync.mutate('shortVideo.delete', { videoId: video.id });
    toast(result.ok ? T.deletedToast : result.msg);
  }

  async function save() {
    if (!title.trim()) return toast(T.titleEmpty);
    const result = await sync.mutate('shortVideo.update', { videoId: video.id, title, goodsIds: video.goods.map((g) => g.goodsId) });
    toast(result.ok ? T.savedToast : result.msg);
    if (result.ok) setEditing(false);
  }

  return (
    <div className="sv-grid__actions">
      <div className="sv-grid__title">{video.title}{video.editPending && <em className="sv-pending">{T.pending}</em>}</div>
      <span>
        <Button size="mini" fill="none" onClick={() => { setTitle(video.title); setEditing(true); }}>{T.edit}</Button>
        <Button size="mini" fill="none" color="danger" onClick={() => void remove()}>{T.delete}</Button>
      </span>
      <Popup visible={editing} onMaskClick={() => setEditing(false)} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
        <div className="sv-release__status">{T.editTitle}</div>
        <TextArea aria-label={T.titleLabel} value={title} maxLength={SHORT_VIDEO_TITLE_MAX} showCount rows={3} onChange={setTitle} />
        <Button block color="primary" onClick={() => void save()}>{T.save}</Button>
      </Popup>
    </div>
  );
}
