import { createLazyRoute } from '@tanstack/react-router';
import { GLOBAL_TOP_MAX, globalTopGoods } from '../../../contract/catalogue/global-purchase';
import type { GoodsKind } from '../../../contract/entities/goods';
import { formatUnit } from '../../../domain/format';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { ListEntryRow } from '../../../ui/my-lists/list-entry-row';
import { MyListsScreen } from '../../../ui/my-lists/screen';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';

/** global-purchase/tip_good: the best-selling global goods, ranked. */
function TipGoodScreen() {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const online = useOnline();
  const answer = useCachedCall(sync, globalTopGoods, { limit: GLOBAL_TOP_MAX });
  const list = answer.data?.list ?? [];
  return (
    <MyListsScreen title={TEXTS.myLists.global.top} offline={!online || answer.failure?.errorKind === 'network'} className="tip-good">
      {answer.loading ? <LoadingState /> : !list.length ? <EmptyState title={answer.failure?.msg} /> : list.map((g, index) => (
        <div key={g.goodsId} className="tip-good__row">
          <span className={`tip-good__rank tip-good__rank--${Math.min(index + 1, 4)}`}>{index + 1}</span>
          <ListEntryRow image={g.goodsImg} title={g.goodsName} sub={g.shopName} priceFen={g.goodsSalePrice}
            note={TEXTS.goods.sales(formatUnit(g.sales))} onOpen={() => openGoods(g.goodsId, g.goodsKind as GoodsKind)} />
        </div>
      ))}
    </MyListsScreen>
  );
}

export const Route = createLazyRoute(PATHS.tipGood)({ component: TipGoodScreen });
