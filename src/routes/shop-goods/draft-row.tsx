import { useNavigate } from '@tanstack/react-router';
import { List, ProgressBar } from 'antd-mobile';
import { isInfoKind } from '../../contract/shop/goods-kinds';
import type { DraftView } from '../../sync/draft-views';
import { DraftStateTag } from '../../ui/drafts/draft-status';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { BuyShelfTickets } from './buy-shelf-tickets';
import { formPathOf } from './kind-paths';

const T = SHOP_GOODS_TEXTS;

/** A draft in the list: its state, its upload progress, the host's reason when refused. */
export function DraftRow({ draft }: { draft: DraftView }) {
  const navigate = useNavigate();
  const uploading = draft.media.filter((m) => m.status === 'waiting');
  const progress = uploading.length ? Math.round(uploading.reduce((sum, m) => sum + m.progress, 0) / uploading.length) : null;
  return (
    <List.Item data-testid="draft-row" extra={<DraftStateTag state={draft.state} />}
      description={draft.failMsg ? <>{draft.failMsg} <BuyShelfTickets refusal={draft.failMsg} /></> : progress !== null ? <ProgressBar percent={progress} text /> : null}
      onClick={() => void navigate({ to: formPathOf(draft.fields.kind), search: { draftId: draft.draftId } })}>
      {draft.fields.name || (isInfoKind(draft.fields.kind) ? T.kinds.untitled(T.kinds.names[draft.fields.kind]) : T.list.untitled)}
    </List.Item>
  );
}
