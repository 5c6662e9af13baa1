import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, NavBar, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { SHORT_VIDEO_GOODS_MAX, SHORT_VIDEO_TITLE_MAX } from '../../../contract/social/short-video';
import { SHORT_VIDEO_TEXTS as T } from '../../../ui/short-video-texts';
import { toast } from '../../../ui/feedback';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { PATHS } from '../../paths';
import { CoverStrip } from '../../short-video/cover-strip';
import { RecordPopup } from '../../short-video/record-popup';
import { useAppContext } from '../../use-app-context';
import '../../short-video/short-video.css';
import { goBack } from '../../go-back';

/** One release at a time: its draft keeps the file, the text and the goods across going offline and a reload. */
const DRAFT_ID_KEY = 'starq-short-video-draft';

function draftIdOf(): string {
  const kept = localStorage.getItem(DRAFT_ID_KEY);
  if (kept) return kept;
  const id = `sv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  localStorage.setItem(DRAFT_ID_KEY, id);
  return id;
}

/**
 * spec §2 live-video/release: pick or record (拍摄) a video, choose its cover frame, write the text, link goods. The
 * file goes to the media service through the drafts' upload queue (tus, resumable); 发布 queues `shortVideo.add` once
 * the host has made the video, with the chosen cover time (kept in the draft), from which the host makes the cover.
 */
/**
 * Where the cover frames are read from: the file still on the device (picked, recorded, or waiting to upload), else
 * the host's made MP4 (same origin, so the canvas may read it); null offline once the file has gone up.
 */
function useFrameSource(video: { key: string; status: string; mediaId: string } | null): Blob | string | null {
  const { sync } = useAppContext();
  const [local, setLocal] = useState<{ key: string; blob: Blob | null } | null>(null);
  const key = video?.key ?? '';
  useEffect(() => {
    if (!key) return undefined;
    let stale = false;
    void sync.readDraftBlob(key).then((blob) => { if (!stale) setLocal((before) => (before?.key === key && before.blob ? before : { key, blob })); });
    return () => { stale = true; };
  }, [sync, key]);
  if (!video) return null;
  if (local?.key === key && local.blob) return local.blob;
  return video.status === 'done' && video.mediaId ? `/media/m/${video.mediaId}/video.mp4` : null;
}

function ReleaseScreen() {
  const { sync, session } = useAppContext();
  const { userId } = useSession(session);
  const navigate = useNavigate();
  const [draftId, setDraftId] = useState(draftIdOf);
  const draft = useLiveQuery(sync, 'shortVideoDraft', { userId: userId ?? '', draftId }).data ?? null;
  const goods = useLiveQuery(sync, 'goodsByKind', { kind: 'ordinary', limit: 12 }).data ?? [];
  const picker = useRef<HTMLInputElement>(null);
  const [recording, setRecording] = useState(false);
  const video = draft?.media.find((m) => m.slot === 'video') ?? null;
  const fields = draft?.fields ?? { title: '', goodsIds: [] };
  const frameSource = useFrameSource(video);

  const change = (patch: Partial<typeof fields>) => void sync.changeDraft({ op: 'fields', form: 'shortVideo', draftId, fields: patch });

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('video/')) return toast(T.notVideo);
    const result = await sync.changeDraft({ op: 'addMedia', form: 'shortVideo', draftId, slot: 'video', blob: file, name: file.name });
    if (!result.ok) toast(result.msg);
  }

  async function publish() {
    if (!fields.title.trim()) return toast('请填写视频描述');
    if (!video) return toast(T.pickVideo);
    if (video.status === 'failed') return toast(T.uploadFailed);
    // Tapped while the video still uploads or is being made: the draft remembers it and publishes once it is READY.
    const result = await sync.changeDraft({ op: 'publish', draftId });
    if (!result.ok) return toast(result.msg);
    localStorage.removeItem(DRAFT_ID_KEY);
    toast(video.status === 'done' ? T.queued : T.publishAfterUpload);
    setDraftId(draftIdOf());
    void navigate({ to: PATHS.userVideo, search: { feed: 'mine' } });
  }

  const status = !video ? '' : video.status === 'failed' ? `${T.uploadFailed}：${video.error}`
    : video.status === 'done' ? T.ready : video.mediaId ? T.processing : T.uploading(video.progress);
  return (
    <div className="page">
      <NavBar onBack={() => goBack()}>{T.releaseTitle}</NavBar>
      <div className="sv-release">
        <input ref={picker} type="file" accept="video/*" hidden aria-label={T.pickVideo} onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }} />
        {video?.mediaId && <img className="sv-release__video" src={`/media/m/${video.mediaId}/poster.webp`} alt="" />}
        <div className="sv-release__actions">
          <Button onClick={() => picker.current?.click()}>{video ? T.changeVideo : T.pickVideo}</Button>
          <Button onClick={() => setRecording(true)}>{T.record}</Button>
        </div>
        {status && <div className={`sv-release__status${video?.status === 'failed' ? ' is-failed' : ''}`} role="status">{status}</div>}
        {video && <CoverStrip source={frameSource} value={fields.cover?.key === video.key ? fields.cover.ms : null}
          onChange={(ms) => change({ cover: ms === null ? null : { key: video.key, ms } })} />}
        <RecordPopup visible={recording} onClose={() => setRecording(false)} onUse={(file) => void pick(file)} onPick={() => picker.current?.click()} />
        <TextArea aria-label={T.titleLabel} placeholder={T.titlePlaceholder} value={fields.title} maxLength={SHORT_VIDEO_TITLE_MAX} showCount rows={3}
          onChange={(title) => change({ title })} />
        <div className="sv-release__status">{T.goodsLabel}</div>
        <Checkbox.Group value={fields.goodsIds} onChange={(ids) => change({ goodsIds: (ids as string[]).slice(0, SHORT_VIDEO_GOODS_MAX) })}>
          {goods.map((g) => <div key={g.goodsId} style={{ padding: '4px 0' }}><Checkbox value={g.goodsId}>{g.goodsName}</Checkbox></div>)}
        </Checkbox.Group>
        {draft?.state === 'failed' && <div className="sv-release__status is-failed">{draft.failMsg}</div>}
        <Button block color="primary" style={{ marginTop: 16 }} disabled={draft?.state === 'queued'} onClick={() => void publish()}>{T.release}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shortVideoRelease}` as const)({ component: ReleaseScreen });
