import { useState } from 'react';
import { CapsuleTabs, SearchBar } from 'antd-mobile';
import { GROUP_GOODS_SORTS, groupGoodsByParam, type GroupGoodsCard } from '../../contract/kinds/group-buy';
import { formatUnit } from '../../domain/format';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { PriceText } from '../../ui/components/price-text';
import { GROUP_BUY_TEXTS as G } from '../../ui/group-buy-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { TEXTS } from '../../ui/texts';
import { DataAge } from '../../ui/wallet/data-age';
import { useOpenGoods } from '../goods-links';
import { useAppContext } from '../use-app-context';
import { ListBottom } from '../../ui/components/list-bottom';

const PAGE = 20;
type Sort = (typeof GROUP_GOODS_SORTS)[number];

function GroupGoodsTile({ goods, onOpen }: { goods: GroupGoodsCard; onOpen(): void }) {
  return (
    <button type="button" className="goods-card" data-testid="group-goods-card" onClick={onOpen}>
      <img className="goods-card__img" src={goods.goodsImg} alt={goods.goodsName} loading="lazy" />
      <div className="goods-card__body">
        <div className="goods-card__name">{goods.goodsName}</div>
        <div className="goods-card__meta">
          <span className="goods-card__kind-price" data-testid="kind-price"><small>{TEXTS.discovery.kind.groupPrice}</small><PriceText fen={goods.groupPrice} /></span>
          <span className="goods-card__sales">{G.groupSize(goods.groupSize)}</span>
        </div>
        <div className="goods-card__alone" data-testid="alone-price">{G.salePrice} <PriceText fen={goods.salePrice} size="small" /></div>
        <div className="goods-card__shop">
          {goods.openGroups > 0 ? G.openGroupsNow(goods.openGroups) : TEXTS.goods.sales(formatUnit(goods.sales))} · {goods.shopName}
        </div>
      </div>
    </button>
  );
}

/** The tab's group goods, filtered and sorted on the host (home/selgoodslistbyparam); each choice keeps its last answer offline. */
export function GroupGoodsList({ initialKeyword = '' }: { initialKeyword?: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const [sort, setSort] = useState<Sort>('default');
  const [keyword, setKeyword] = useState(initialKeyword);
  const [pageSize, setPageSize] = useState(PAGE);
  const answer = useCachedCall(sync, groupGoodsByParam, { sort, keyword, pageNum: 1, pageSize });
  const list = answer.data?.list ?? [];
  const choose = (next: () => void) => { setPageSize(PAGE); next(); };
  return (
    <section data-testid="group-goods">
      <div className="group-section__head" style={{ padding: '8px 12px 0' }}>{G.allGoods}</div>
      <SearchBar style={{ margin: '8px 12px 0' }} placeholder={G.searchGoods} defaultValue={initialKeyword}
        onSearch={(v) => choose(() => setKeyword(v.trim()))} onClear={() => choose(() => setKeyword(''))} />
      <CapsuleTabs activeKey={sort} onChange={(key) => choose(() => setSort(key as Sort))}>
        {GROUP_GOODS_SORTS.map((s) => <CapsuleTabs.Tab key={s} title={G.sorts[s]} />)}
      </CapsuleTabs>
      <DataAge savedAt={answer.savedAt} failed={Boolean(answer.failure)} neverSaved={G.neverSaved} />
      {answer.loading && list.length === 0 && <LoadingState />}
      {answer.data && list.length === 0 && <EmptyState title={G.goodsEmpty} />}
      <div className="goods-grid">
        {list.map((g) => <GroupGoodsTile key={g.goodsId} goods={g} onOpen={() => openGoods(g.goodsId, 'group')} />)}
      </div>
      {list.length > 0 && pageSize < 100 && (
        <ListBottom hasMore={(answer.data?.total ?? 0) > list.length} loadMore={async () => setPageSize((n) => Math.min(100, n + PAGE))} />
      )}
    </section>
  );
}
