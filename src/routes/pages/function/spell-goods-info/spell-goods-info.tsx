import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { KIND_DETAIL_CALLS } from '../../../../contract/catalogue/goods-detail';
import { spellGoodsInfo, spellRoomOf } from '../../../../contract/kinds/spell';
import type { GoodsDoc } from '../../../../db/collections/goods';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { GoodsMedia } from '../../../../ui/discovery/goods-media';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SPELL_TEXTS as T } from '../../../../ui/spell-texts';
import { TEXTS } from '../../../../ui/texts';
import { DataAge } from '../../../../ui/wallet/data-age';
import { CollectButton } from '../../../my-lists/collect-button';
import { GoodsShopRow } from '../../../my-lists/goods-shop-row';
import { PATHS } from '../../../paths';
import { SpellPanel } from '../../../spell/spell-panel';
import { useAppContext } from '../../../use-app-context';
import { useRoomReload } from '../../../use-room-reload';
import { GoodsDetailSection } from '../goods-info/goods-detail-section';
import { GoodsSummary } from '../goods-info/goods-summary';
import { useKindGoods } from '../goods-info/use-kind-goods';
import '../../../spell/spell.css';
import { goBack } from '../../../go-back';

interface DetailBody { goodsImgs: string[]; goodsVideo: string | null; goodsDesc: string; detailImgs?: string[]; originalPrice: number }

/** A spell goods: its card from the local store, its spell facts from the cache then the host; buying needs the network. */
function SpellBody({ goods }: { goods: GoodsDoc }) {
  const { sync } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const detail = useCachedCall(sync, KIND_DETAIL_CALLS.spell, { goodsId: goods.goodsId });
  const spell = useCachedCall(sync, spellGoodsInfo, { goodsId: goods.goodsId });
  useRoomReload(spellRoomOf(goods.goodsId), spell.reload);
  const body = detail.data as DetailBody | null;
  const info = spell.data;
  const images = body?.goodsImgs.length ? body.goodsImgs : [goods.goodsImg];
  const onShelf = info ? info.onShelf : goods.onShelf;
  const soldOut = info ? info.stock < 1 : goods.stock < 1;
  return (
    <>
      <DataAge savedAt={spell.savedAt} failed={spell.failure !== null} neverSaved={T.neverSaved} />
      <GoodsMedia name={goods.goodsName} images={images} video={body?.goodsVideo ?? null} />
      <GoodsSummary goods={goods} originalPrice={body?.originalPrice} />
      {info ? <SpellPanel info={info} salePrice={goods.goodsSalePrice} /> : spell.loading && <LoadingState />}
      <GoodsShopRow shopId={goods.showShopId} shopName={goods.shopName} />
      <GoodsDetailSection text={body?.goodsDesc ?? ''} imgs={body?.detailImgs ?? []} />
      <footer className="spell-bar">
        <CollectButton goodsId={goods.goodsId} />
        <Button onClick={() => void navigate({ to: PATHS.spellForm, search: { tab: '' } })}>{T.myOrders}</Button>
        <Button block color="primary" disabled={!online || !onShelf || soldOut}
          onClick={() => void navigate({ to: PATHS.spellPlayOrder, search: { goodsId: goods.goodsId } })}>
          {!onShelf ? T.offShelf : soldOut ? T.soldOut : online ? T.buy : T.needNetwork}
        </Button>
      </footer>
    </>
  );
}

const SPELL_KINDS = ['spell'] as const;

function SpellGoodsInfoScreen() {
  const { goodsId } = Route.useSearch();
  const online = useOnline();
  const { goods, waiting } = useKindGoods(goodsId, SPELL_KINDS);

  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (!goods) {
    if (waiting) return <div className="page">{back}<LoadingState /></div>;
    return <div className="page">{back}<EmptyState title={online ? TEXTS.goods.offShelf : T.notCached} /></div>;
  }
  return <div className="page goods-info spell-goods-info">{back}<SpellBody key={goodsId} goods={goods} /></div>;
}

export const Route = createLazyRoute(PATHS.spellGoodsInfo)({ component: SpellGoodsInfoScreen });
