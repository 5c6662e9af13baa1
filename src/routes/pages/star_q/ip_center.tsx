import { createLazyRoute } from '@tanstack/react-router';
import { NavBar, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { ipCenterGoods, type IpCenterGoods } from '../../../contract/kinds/ip-goods';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { PriceText } from '../../../ui/components/price-text';
import { PullRefresh } from '../../../ui/discovery/pull-refresh';
import { IP_GOODS_TEXTS as T } from '../../../ui/ip-goods-texts';
import { DataAge } from '../../../ui/wallet/data-age';
import { useOpenGoods } from '../../goods-links';
import { usePagedCall } from '../../../ui/hooks/use-paged-call';
import { PATHS } from '../../paths';
import '../../ip-goods/ip-goods.css';
import { goBack } from '../../go-back';
import { ListBottom } from '../../../ui/components/list-bottom';

function IpCard({ goods, onOpen }: { goods: IpCenterGoods; onOpen(): void }) {
  return (
    <button type="button" className="ip-card" data-testid="ip-card" data-goods-id={goods.goodsId} onClick={onOpen}>
      <img className="ip-card__img" src={goods.img} alt={goods.name} loading="lazy" />
      <div className="ip-card__body">
        <div className="ip-card__ip"><span className="ip-card__badge">{T.ipName}</span>{goods.ipName}</div>
        <div className="ip-card__name">{goods.name}</div>
        <div className="ip-card__license">{T.license} {goods.license}</div>
        <div className="ip-card__meta"><PriceText fen={goods.salePrice} /><span className="ip-card__shop">{goods.shopName}</span></div>
      </div>
    </button>
  );
}

/** Ours (docs/decisions/006): the platform's IP center, every shop's on-shelf IP goods newest first, searched by IP name. */
function IpCenterScreen() {
  const openGoods = useOpenGoods();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const goods = usePagedCall(ipCenterGoods, { keyword }, (g) => g.goodsId);
  return (
    <div className="page ip-center">
      <NavBar onBack={() => goBack()}>{T.centerTitle}</NavBar>
      <SearchBar placeholder={T.centerSearch} value={typed} onChange={setTyped}
        onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      <DataAge savedAt={goods.savedAt} failed={Boolean(goods.failure)} neverSaved={T.centerNeverSaved} />
      <PullRefresh onRefresh={goods.refresh}>
        {goods.list.length > 0 && (
          <div className="ip-center__grid">
            {goods.list.map((g) => <IpCard key={g.goodsId} goods={g} onOpen={() => openGoods(g.goodsId, 'ip')} />)}
          </div>
        )}
        {!goods.hasData && (goods.loading ? <LoadingState /> : <EmptyState title={goods.failure?.msg ?? T.centerNeverSaved} />)}
        {goods.hasData && goods.list.length === 0 && <EmptyState title={keyword ? T.centerNoMatch(keyword) : T.centerEmpty} />}
        {goods.list.length > 0 && <ListBottom hasMore={goods.hasMore} loadMore={goods.loadMore} threshold={150} />}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(PATHS.ipCenter)({ component: IpCenterScreen });
