import { Tag } from 'antd-mobile';
import type { DraftState } from '../../domain/goods-draft';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';

const COLORS: Record<DraftState, string> = { draft: 'default', uploading: 'warning', queued: 'primary', failed: 'danger', conflict: 'danger' };

export function DraftStateTag({ state }: { state: DraftState }) {
  return <Tag color={COLORS[state]} fill="outline" data-state={state}>{SHOP_GOODS_TEXTS.state[state]}</Tag>;
}
