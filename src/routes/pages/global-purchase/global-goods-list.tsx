import { useState } from 'react';
import { Button } from 'antd-mobile';
import { globalHotGoods } from '../../../contract/catalogue/global-purchase';
import type { RequestOf } from '../../../contract/define-call';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { GoodsGrid } from '../../../ui/components/goods-card';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { TEXTS } from '../../../ui/texts';
import { useOpenGoods } from '../../goods-links';
import { useAppContext } from '../../use-app-context';

const PAGE = 20;
type Filter = Pick<RequestOf<typeof globalHotGoods>, 'dazhouCode' | 'countryCode' | 'classId'>;

/** Global goods by sales for a continent, country or class; "more" grows the page (kept offline per size). */
export function GlobalGoodsList({ filter }: { filter: Filter }) {
  const { sync } = useAppContext();
  const openGoods = useOpenGoods();
  const [size, setSize] = useState(PAGE);
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as Filter;
  const answer = useCachedCall(sync, globalHotGoods, { pageNum: 1, pageSize: size, ...clean });
  const list = answer.data?.list ?? [];
  if (answer.loading) return <LoadingState />;
  if (!list.length) return <EmptyState title={answer.failure?.errorKind === 'business' ? answer.failure.msg : undefined} />;
  return (
    <>
      <GoodsGrid goods={list} onOpen={openGoods} />
      {answer.data && list.length < answer.data.total && size < 100
        ? <Button block fill="none" onClick={() => setSize((s) => s + PAGE)}>{TEXTS.discovery.more}</Button>
        : <p className="page-state">{TEXTS.common.noMore}</p>}
    </>
  );
}
