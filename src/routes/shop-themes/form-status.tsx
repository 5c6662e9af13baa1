import type { DraftState } from '../../domain/goods-draft';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { DraftStateTag } from '../shop-goods/draft-state-tag';

const T = SHOP_THEME_TEXTS.common;

/** The draft's state on every screen of its form: 草稿 / 待上传 / 待发布 / 发布失败 (with the host's reason) / 有冲突. */
export function FormStatus({ state, failMsg }: { state: DraftState; failMsg: string }) {
  return (
    <div className="goods-form__status" data-testid="draft-status">
      <DraftStateTag state={state} />
      {state === 'conflict' ? null : <span>{failMsg || (state === 'queued' ? T.queuedHint : state === 'uploading' ? T.uploadingHint : T.saved)}</span>}
    </div>
  );
}
