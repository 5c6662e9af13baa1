import { List } from 'antd-mobile';
import { useState } from 'react';
import type { DraftForm, DraftMedia } from '../../db/collections/drafts';
import { toast } from '../../ui/feedback';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { useAppContext } from '../use-app-context';
import { useDraftMediaSrc } from '../use-draft-media-src';
import '../shop-goods/shop-goods.css';
import './shop-themes.css';

const T = SHOP_THEME_TEXTS.common;
const MAX_DETAIL_IMAGES = 9;

function Thumb({ entry, draftId, cover }: { entry: DraftMedia; draftId: string; cover: boolean }) {
  const { sync } = useAppContext();
  const src = useDraftMediaSrc(entry);
  const state = entry.status === 'failed' ? entry.error || T.uploadFailed
    : entry.status === 'waiting' ? (entry.progress ? `${T.progress} ${entry.progress}%` : T.waiting) : '';
  return (
    <div className={`goods-form__thumb${cover ? ' theme-form__cover' : ''}`} data-testid={cover ? 'cover-img' : 'detail-img'} data-status={entry.status}>
      {src ? <img src={src} alt="" /> : null}
      {state ? <span className="goods-form__thumb-state">{state}</span> : null}
      <button type="button" className="goods-form__thumb-remove" onClick={() => void sync.changeDraft({ op: 'removeMedia', draftId, key: entry.key })}>{T.remove}</button>
    </div>
  );
}

interface DraftImagesProps {
  form: DraftForm;
  draftId: string;
  media: DraftMedia[];
  coverKey: string;
  /** The cover (one picture, replaced when picked again) or the detail images (up to 9). */
  slot: 'cover' | 'detail';
  /** Before a picture is added: the form's typed fields reach the draft first. */
  beforeAdd?(): Promise<void>;
}

/** Pictures picked here wait on the device (compressed first) and upload in the background, as a goods draft's do (decision 003). */
export function DraftImages({ form, draftId, media, coverKey, slot, beforeAdd }: DraftImagesProps) {
  const { sync } = useAppContext();
  const [busy, setBusy] = useState(false);
  const cover = slot === 'cover';
  const mine = media.filter((m) => m.slot === 'img' && (m.key === coverKey) === cover);
  async function pick(files: FileList | null) {
    if (!files?.length) return;
    // The input is cleared as soon as this returns, and its FileList with it: take the files first.
    const picked = [...files].slice(0, cover ? 1 : MAX_DETAIL_IMAGES - mine.length);
    setBusy(true);
    try {
      await beforeAdd?.();
      for (const file of picked) {
        const { default: compress } = await import('browser-image-compression');
        // The library's worker mode fetches its script from a CDN: offline it must run here.
        const blob = await compress(file, { maxSizeMB: 1, maxWidthOrHeight: 1600, useWebWorker: false }).catch(() => file);
        const result = await sync.changeDraft({ op: 'addMedia', draftId, slot: 'img', blob, name: file.name, form, cover });
        if (!result.ok) toast(result.msg);
      }
    } finally {
      setBusy(false);
    }
  }
  const canAdd = cover || mine.length < MAX_DETAIL_IMAGES;
  const label = cover ? (mine.length ? T.changeCover : T.addCover) : T.addImage;
  return (
    <List.Item title={cover ? T.cover : T.detailImgs} description={cover ? null : T.detailHint}>
      <div className="goods-form__media">
        {mine.map((m) => <Thumb key={m.key} entry={m} draftId={draftId} cover={cover} />)}
        {canAdd ? (
          <label className="goods-form__add">
            {busy ? T.compressing : label}
            <input type="file" aria-label={label} accept="image/*" multiple={!cover} data-testid={cover ? 'pick-cover' : 'pick-detail'}
              onChange={(e) => { void pick(e.currentTarget.files); e.currentTarget.value = ''; }} />
          </label>
        ) : null}
      </div>
    </List.Item>
  );
}
