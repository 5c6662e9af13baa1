import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { shopGoods } from '../../../../contract/catalogue/shops';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { GoodsGrid } from '../../../../ui/components/goods-card';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../../ui/texts';
import { useOpenGoods } from '../../../goods-links';
import { useAppContext } from '../../../use-app-context';

const PAGE = 20;
const MAX = 100;
type SortKey = 'newest' | 'sales' | 'priceUp' | 'priceDown';
const SORTS: Record<SortKey, { otherSort: '00' | '01' | '02'; priceSort: '00' | '01' }> = {
  newest: { otherSort: '00', priceSort: '01' },
  sales: { otherSort: '01', priceSort: '01' },
  priceUp: { otherSort: '02', priceSort: '01' },
  priceDown: { otherSort: '02', priceSort: '00' },
};

/** The shop's goods with sort tabs; a second tap on 价格 flips the order (spec §4 sort tabs). */
export function ShopGoods({ shopsId }: { shopsId: string }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const [sort, setSort] = useState<SortKey>('newest');
  const [size, setSize] = useState(PAGE);
  const answer = useCachedCall(sync, shopGoods, { shopsId, pageNum: 1, pageSize: size, ...SORTS[sort] });
  const list = answer.data?.list ?? [];

  function choose(key: string) {
    const tab = key === 'price' ? (sort === 'priceUp' ? 'priceDown' : 'priceUp') : (key as SortKey);
    setSort(tab);
    setSize(PAGE);
  }

  return (
    <section className="shop-goods">
      <h2 className="section-title">{TEXTS.myLists.shop.allGoods}</h2>
      <Tabs activeKey={sort.startsWith('price') ? 'price' : sort} onChange={choose}>
        <Tabs.Tab key="newest" title={TEXTS.myLists.shop.sorts.newest} />
        <Tabs.Tab key="sales" title={TEXTS.myLists.shop.sorts.sales} />
        <Tabs.Tab key="price" title={`${TEXTS.myLists.shop.sorts.price}${sort === 'priceDown' ? '↓' : sort === 'priceUp' ? '↑' : ''}`} />
      </Tabs>
      {answer.loading ? <LoadingState /> : list.length === 0 ? <EmptyState /> : <GoodsGrid goods={list} onOpen={openGoods} />}
      {answer.data && list.length < answer.data.total && size < MAX && (
        <Button block fill="none" onClick={() => setSize((s) => Math.min(s + PAGE, MAX))}>{TEXTS.discovery.more}</Button>
      )}
      {answer.data && list.length >= answer.data.total && list.length > 0 && <p className="page-state">{TEXTS.common.noMore}</p>}
    </section>
  );
}
