import { List } from 'antd-mobile';
import { useState } from 'react';
import type { DraftMedia } from '../../db/collections/drafts';
import { toast } from '../../ui/feedback';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { useAppContext } from '../use-app-context';
import { useDraftMediaSrc } from '../use-draft-media-src';

const T = SHOP_GOODS_TEXTS.form;
/** Pictures per slot, as the host takes them (imageUrlsField); a video is one. */
const MAX_IMAGES = 9;
const LABELS: Record<DraftMedia['slot'], { title: string; add: string }> = {
  img: { title: T.showGoodsImage, add: T.addImage }, video: { title: T.showGoodsVideo, add: T.addVideo }, detail: { title: T.detailImgs, add: T.addDetailImage },
};

function Thumb({ entry, draftId }: { entry: DraftMedia; draftId: string }) {
  const { sync } = useAppContext();
  const src = useDraftMediaSrc(entry);
  const state = entry.status === 'failed' ? entry.error || T.uploadFailed
    : entry.status === 'waiting' ? (entry.progress ? `${T.progress} ${entry.progress}%` : T.waiting) : '';
  return (
    <div className="goods-form__thumb" data-testid={`media-${entry.slot}`} data-status={entry.status}>
      {src ? (entry.slot === 'video' ? <video src={src} muted /> : <img src={src} alt="" />) : null}
      {state ? <span className="goods-form__thumb-state">{state}</span> : null}
      <button type="button" className="goods-form__thumb-remove" onClick={() => void sync.changeDraft({ op: 'removeMedia', draftId, key: entry.key })}>{T.remove}</button>
    </div>
  );
}

/**
 * showGoodsImage / showGoodsVideo / goodsDetailImg's pictures: picked files wait on the device (pictures compressed first)
 * and upload in the background, through the drafts' one upload path.
 */
export function MediaSection({ draftId, media, slot }: { draftId: string; media: DraftMedia[]; slot: DraftMedia['slot'] }) {
  const { sync } = useAppContext();
  const mine = media.filter((m) => m.slot === slot);
  const [busy, setBusy] = useState(false);
  const pictures = slot !== 'video';
  async function pick(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of [...files].slice(0, pictures ? MAX_IMAGES - mine.length : 1)) {
        let blob: Blob = file;
        if (pictures) {
          const { default: compress } = await import('browser-image-compression');
          // The library's worker mode fetches its script from a CDN: offline it must run here.
          blob = await compress(file, { maxSizeMB: 1, maxWidthOrHeight: 1600, useWebWorker: false }).catch(() => file);
        }
        const result = await sync.changeDraft({ op: 'addMedia', draftId, slot, blob, name: file.name });
        if (!result.ok) toast(result.msg);
      }
    } finally {
      setBusy(false);
    }
  }
  const canAdd = pictures ? mine.length < MAX_IMAGES : mine.length === 0;
  const labels = LABELS[slot];
  return (
    <List.Item title={labels.title}>
      <div className="goods-form__media">
        {mine.map((m) => <Thumb key={m.key} entry={m} draftId={draftId} />)}
        {canAdd ? (
          <label className="goods-form__add">
            {busy ? T.compressing : labels.add}
            <input type="file" aria-label={labels.add} accept={pictures ? 'image/*' : 'video/*'} multiple={pictures}
              onChange={(e) => { void pick(e.currentTarget.files); e.currentTarget.value = ''; }} />
          </label>
        ) : null}
      </div>
    </List.Item>
  );
}
