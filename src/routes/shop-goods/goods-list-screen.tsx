import { useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, SearchBar, Selector } from 'antd-mobile';
import { useMemo, useState, type ReactNode } from 'react';
import type { InfoKind } from '../../contract/shop/goods-kinds';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import type { ShopGoodsView } from '../../sync/draft-views';
import { DraftRow } from './draft-row';
import { GoodsRow } from './goods-row';
import { FORM_PATHS, type FormKind } from './kind-paths';
import { LOW_STOCK, newDraftId, useShopGoods } from './use-shop-goods';
import './shop-goods.css';
import { goBack } from '../go-back';

const T = SHOP_GOODS_TEXTS.list;
const K = SHOP_GOODS_TEXTS.kinds;
type Shelf = '' | 'on' | 'off';
type Stock = '' | 'out' | 'low';
type KindFilter = '' | FormKind;
const KIND_OPTIONS = (['', 'ordinary', 'ip', 'art', 'gold', 'meta'] as const).map((value) => ({ value, label: value ? K.tags[value] : K.filterAll }));

/**
 * shop_goods_list (every kind, with a kind filter) and shop_ip_goods_list and the art, gold and metaverse lists (one kind):
 * published goods (confirmed copies with pending quick edits) and drafts beside them; search and filters run on the device.
 */
export function GoodsListScreen({ kind, rowActions, initialShelf = '' }: { kind: '' | InfoKind; rowActions?: (goods: ShopGoodsView) => ReactNode; initialShelf?: Shelf }) {
  const navigate = useNavigate();
  const { goods, drafts, loading } = useShopGoods();
  const [keyword, setKeyword] = useState('');
  const [shelf, setShelf] = useState<Shelf>(initialShelf);
  const [stock, setStock] = useState<Stock>('');
  const [picked, setPicked] = useState<KindFilter>('');
  const only: KindFilter = kind || picked;
  const word = keyword.trim();
  const shownGoods = useMemo(() => goods.filter((g) => (!word || g.name.includes(word)) && (!only || g.kind === only)
    && (!shelf || g.onShelf === (shelf === 'on'))
    && (!stock || (stock === 'out' ? g.stock === 0 : g.stock > 0 && g.stock <= LOW_STOCK))), [goods, word, only, shelf, stock]);
  const published = new Set(goods.map((g) => g.goodsId));
  const shownDrafts = drafts.filter((d) => (!word || d.fields.name.includes(word)) && (!only || d.fields.kind === only)
    && !(d.mode === 'edit' && published.has(d.draftId) && d.state === 'draft'));
  const newKind: FormKind = kind || 'ordinary';
  async function create() {
    await navigate({ to: FORM_PATHS[newKind], search: { draftId: newDraftId() } });
  }
  const title = kind ? K.list(K.names[kind]) : T.title;
  return (
    <div className="page shop-goods-list">
      <NavBar onBack={() => goBack()} right={(
        <Button size="mini" color="primary" onClick={() => void create()}>{kind ? K.add(K.names[kind]) : SHOP_GOODS_TEXTS.workspace.add}</Button>
      )}>{title}</NavBar>
      <SearchBar placeholder={T.search} value={keyword} onChange={setKeyword} />
      <div className="shop-goods-list__filters">
        {kind ? null : (
          <Selector<KindFilter> columns={3} value={[picked]} onChange={(v) => setPicked(v[0] ?? '')} options={KIND_OPTIONS} />
        )}
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
          {shownGoods.map((g) => <GoodsRow key={g.goodsId} goods={g} showKind={!kind} actions={rowActions?.(g)} />)}
        </List>
      ) : null}
    </div>
  );
}
