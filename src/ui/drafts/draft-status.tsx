import { Tag } from 'antd-mobile';
import type { DraftState } from '../../domain/goods-draft';
import { useOnline } from '../hooks/use-online';
import { SHOP_GOODS_TEXTS } from '../shop-goods-texts';
import './drafts.css';

const COLORS: Record<DraftState, string> = { draft: 'default', uploading: 'warning', queued: 'primary', failed: 'danger', conflict: 'danger' };

/** 草稿 / 待上传 / 待发布 / 发布失败 / 有冲突, in a drafts list and on the draft's form. */
export function DraftStateTag({ state }: { state: DraftState }) {
  return <Tag color={COLORS[state]} fill="outline" data-state={state}>{SHOP_GOODS_TEXTS.state[state]}</Tag>;
}

export interface DraftStatusTexts {
  saved: string; queuedHint: string; uploadingHint: string;
  /** A form whose 发布 is taken while its files upload (issue 33) says so: offline, online, and before the tap offline. */
  queuedUploadHint?: string; queuedUploadOnlineHint?: string; uploadingOfflineHint?: string;
}

function hintOf(state: DraftState, uploadsLeft: boolean, online: boolean, T: DraftStatusTexts, saving: boolean): string {
  if (state === 'queued') return (uploadsLeft ? (online ? T.queuedUploadOnlineHint : T.queuedUploadHint) : undefined) ?? T.queuedHint;
  if (state === 'uploading') return (online ? undefined : T.uploadingOfflineHint) ?? T.uploadingHint;
  return saving ? SHOP_GOODS_TEXTS.savingDraft : T.saved;
}

/**
 * The draft's state on every screen of its form, with the host's reason when refused. 已自动保存在本机 is said only once
 * the last keystrokes are written on the device (`saving` until then), so a reload or a closed tab after it loses nothing.
 */
export function DraftStatus({ state, failMsg, texts, uploadsLeft = false, saving = false }: { state: DraftState; failMsg: string; texts: DraftStatusTexts; uploadsLeft?: boolean; saving?: boolean }) {
  const online = useOnline();
  return (
    <div className="draft-status" data-testid="draft-status" data-saving={saving || undefined}>
      <DraftStateTag state={state} />
      {/* A conflict's reason is the panel below: it is not repeated here. */}
      {state === 'conflict' ? null : <span>{failMsg || hintOf(state, uploadsLeft, online, texts, saving)}</span>}
    </div>
  );
}
