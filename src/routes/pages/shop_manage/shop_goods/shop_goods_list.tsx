import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, SearchBar, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { SHOP_GOODS_TEXTS } from '../../../../ui/shop-goods-texts';
import { PATHS } from '../../../paths';
import { DraftRow } from '../../../shop-goods/draft-row';
import { GoodsRow } from '../../../shop-goods/goods-row';
import { LOW_STOCK, newDraftId, useShopGoods } from '../../../shop-goods/use-shop-goods';
import '../../../shop-goods/shop-goods.css';

const T = SHOP_GOODS_TEXTS.list;
type Shelf = '' | 'on' | 'off';
type Stock = '' | 'out' | 'low';

/** Published goods (confirmed copies with pending quick edits) and drafts beside them; search and filters run on the device. */
function ShopGoodsListScreen() {
  const navigate = useNavigate();
  const { goods, drafts, loading } = useShopGoods();
  const [keyword, setKeyword] = useState('');
  const [shelf, setShelf] = useState<Shelf>('');
  const [stock, setStock] = useState<Stock>('');
  const word = keyword.trim();
  const shownGoods = useMemo(() => goods.filter((g) => (!word || g.name.includes(word))
    && (!shelf || g.onShelf === (shelf === 'on'))
    && (!stock || (stock === 'out' ? g.stock === 0 : g.stock > 0 && g.stock <= LOW_STOCK))), [goods, word, shelf, stock]);
  const published = new Set(goods.map((g) => g.goodsId));
  const shownDrafts = drafts.filter((d) => (!word || d.fields.name.includes(word)) && !(d.mode === 'edit' && published.has(d.draftId) && d.state === 'draft'));
  async function create() {
    const draftId = newDraftId();
    await navigate({ to: PATHS.addOrUpdateGoods, search: { draftId } });
  }
  return (
    <div className="page shop-goods-list">
      <NavBar onBack={() => history.back()} right={<Button size="mini" color="primary" onClick={() => void create()}>{SHOP_GOODS_TEXTS.workspace.add}</Button>}>{T.title}</NavBar>
      <SearchBar placeholder={T.search} value={keyword} onChange={setKeyword} />
      <div className="shop-goods-list__filters">
        <Selector<Shelf> columns={3} value={[shelf]} onChange={(v) => setShelf(v[0] ?? '')}
          options={[{ label: T.all, value: '' }, { label: T.on, value: 'on' }, { label: T.off, value: 'off' }]} />
        <Selector<Stock> columns={3} value={[stock]} onChange={(v) => setStock(v[0] ?? '')}
          options={[{ label: T.stockAll, value: '' }, { label: T.out, value: 'out' }, { label: T.low, value: 'low' }]} />
      </div>
      {loading ? <LoadingState /> : null}
      {!loading && !shownGoods.length && !shownDrafts.length ? <EmptyState title={T.empty} /> : null}
      {shownDrafts.length ? (
        <List header={SHOP_GOODS_TEXTS.workspace.drafts}>
          {shownDrafts.map((d) => <DraftRow key={d.draftId} draft={d} />)}
        </List>
      ) : null}
      {shownGoods.length ? (
        <List header={SHOP_GOODS_TEXTS.workspace.published}>
          {shownGoods.map((g) => <GoodsRow key={g.goodsId} goods={g} />)}
        </List>
      ) : null}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.shopGoodsList}` as const)({ component: ShopGoodsListScreen });
