import { useState } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { Button } from 'antd-mobile';
import { shopAgentModes } from '../../../../contract/kinds/agent';
import { isCartKind } from '../../../../contract/entities/goods';
import { formatRate } from '../../../../domain/goods-agent';
import type { ShopGoodsView } from '../../../../sync/draft-views';
import { AGENT_SHOP_TEXTS } from '../../../../ui/agent-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { AgentModePopup } from '../../../agent/agent-mode-popup';
import { PATHS } from '../../../paths';
import { GoodsListScreen } from '../../../shop-goods/goods-list-screen';
import { useAppContext } from '../../../use-app-context';
import '../../../agent/agent.css';

/**
 * shop_goods_list: every goods of the shop and its drafts, filtered by kind, shelf state and stock on the device;
 * ordinary and global goods can be opened to agents (issue 17, goodsagent mode/shelvespayagent).
 */
function ShopGoodsListScreen() {
  const { sync } = useAppContext();
  const { shelf } = Route.useSearch();
  const modes = useCachedCall(sync, shopAgentModes, {});
  const [editing, setEditing] = useState<ShopGoodsView | null>(null);
  const modeOf = (goodsId: string) => modes.data?.list.find((mode) => mode.goodsId === goodsId);
  return (
    <>
      <GoodsListScreen kind="" initialShelf={shelf ?? ''} rowActions={(goods) => {
        if (!isCartKind(goods.kind)) return null;
        const mode = modeOf(goods.goodsId);
        return (
          <Button size="mini" fill="none" color="primary" data-testid="agent-mode-entry" onClick={() => setEditing(goods)}>
            {AGENT_SHOP_TEXTS.entry(mode?.open ? formatRate(mode.rateBp) : null)}
          </Button>
        );
      }} />
      {editing ? (
        <AgentModePopup goodsId={editing.goodsId} name={editing.name} mode={modeOf(editing.goodsId)}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void modes.reload(); }} />
      ) : null}
    </>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoodsList}` as const)({ component: ShopGoodsListScreen });
