import { useNavigate } from '@tanstack/react-router';
import { Button, Input, List, Space, Tag } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { fenToYuanText } from '../../domain/goods-draft';
import { formatFen } from '../../domain/format';
import type { ShopGoodsView } from '../../sync/draft-views';
import { toast } from '../../ui/feedback';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { TEXTS } from '../../ui/texts';
import { useAppContext } from '../use-app-context';
import { BuyShelfTickets } from './buy-shelf-tickets';
import { GoodsPartsButton } from './goods-parts-sheet';
import { formPathOf } from './kind-paths';
import { PATHS } from '../paths';

const T = SHOP_GOODS_TEXTS.list;
const K = SHOP_GOODS_TEXTS.kinds;

/** A published goods with its quick edits (price, stock, shelf): outbox mutations based on the confirmed values. */
export function GoodsRow({ goods, showKind = false, actions }: { goods: ShopGoodsView; showKind?: boolean; actions?: ReactNode }) {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ field: 'salePrice' | 'stock'; value: string } | null>(null);
  // A blind box's price and contents are versioned with its odds: they change in the box's own screen (the host refuses them here).
  const boxGoods = goods.kind === 'blindbox';
  // Sold by specification, its price and stock are each SKU's: they change in the form's table (the host refuses them here).
  const bySku = (goods.specTable?.dimensions.length ?? 0) > 0;

  async function save() {
    if (!editing) return;
    const { field, value } = editing;
    const result = await sync.mutate('shopGoods.update', { goodsId: goods.goodsId, base: { [field]: goods[field] }, changes: { [field]: value } } as never, { name: goods.name });
    if (result.ok) setEditing(null);
    else toast(result.msg);
  }
  async function shelf() {
    const result = await sync.mutate('shopGoods.shelf', { goodsId: goods.goodsId, onShelf: !goods.onShelf }, { name: goods.name });
    if (!result.ok) toast(result.msg);
  }
  /** The form, or for a goods sold by specification its per-SKU price or stock screen, on an edit draft of the goods. */
  async function edit(to: string = formPathOf(goods.kind)) {
    const result = await sync.changeDraft({ op: 'edit', goodsId: goods.goodsId });
    if (result.ok) await navigate({ to, search: { draftId: result.draftId } });
    else toast(result.msg);
  }
  return (
    <List.Item data-testid="goods-row" data-goods-id={goods.goodsId}
      prefix={goods.imgs[0] ? <img className="shop-goods-row__img" src={goods.imgs[0].replace('/detail.webp', '/list.webp')} alt="" /> : null}
      description={(
        <>
          <div>¥{formatFen(goods.salePrice)}{bySku ? TEXTS.goods.priceFrom : ''} · {T.stockLabel} {goods.stock} · {T.sales} {goods.sales}</div>
          {goods.offShelfReason ? <div className="shop-goods-row__refused" data-testid="off-shelf-reason">{T.offByPlatform(goods.offShelfReason)}</div> : null}
          {goods.refused ? (
            <div className="shop-goods-row__refused" role="alert">{T.refused}：{goods.refused.msg}
              <BuyShelfTickets refusal={goods.refused.msg} />
              <Button size="mini" fill="none" onClick={() => void sync.dismissRejected(goods.refused!.id)}>{T.dismiss}</Button>
            </div>
          ) : null}
          {editing ? (
            <div className="shop-goods-row__edit">
              <Input aria-label={editing.field === 'stock' ? T.newStock : T.newPrice} placeholder={editing.field === 'stock' ? T.newStock : T.newPrice}
                value={editing.value} inputMode={editing.field === 'stock' ? 'numeric' : 'decimal'} onChange={(value) => setEditing({ ...editing, value })} />
              <Button size="mini" color="primary" onClick={() => void save()}>{T.confirm}</Button>
              <Button size="mini" onClick={() => setEditing(null)}>{T.cancel}</Button>
            </div>
          ) : null}
          <Space wrap className="shop-goods-row__actions" style={{ '--gap': '6px' }}>
            {boxGoods || bySku ? null : <Button size="mini" onClick={() => setEditing({ field: 'salePrice', value: fenToYuanText(goods.salePrice) })}>{T.price}</Button>}
            {bySku ? null : <Button size="mini" onClick={() => setEditing({ field: 'stock', value: String(goods.stock) })}>{T.stock}</Button>}
            {bySku ? <Button size="mini" onClick={() => void edit(PATHS.goodsPrice)}>{T.price}</Button> : null}
            {bySku ? <Button size="mini" onClick={() => void edit(PATHS.goodsStockSetting)}>{T.stock}</Button> : null}
            <Button size="mini" disabled={goods.pending || (!goods.onShelf && goods.offShelfReason !== '')} onClick={() => void shelf()}>{goods.onShelf ? T.shelfOff : T.shelfOn}</Button>
            {boxGoods ? null : <Button size="mini" onClick={() => void edit()}>{T.edit}</Button>}
          </Space>
          {boxGoods ? <div className="shop-goods-row__note">{T.boxManaged}</div> : null}
          {bySku ? <div className="shop-goods-row__note" data-testid="sku-managed">{SHOP_GOODS_TEXTS.skus.listManaged(goods.specTable.skus.length)}</div> : null}
          {actions || !boxGoods ? (
            <div className="shop-goods-row__more">{actions}{boxGoods ? null : <GoodsPartsButton open={(path) => void edit(path)} />}</div>
          ) : null}
        </>
      )}
      // The tags sit with the name, not in a right column: the four buttons keep the row's whole width on a narrow phone.
      title={(
        <Space wrap className="shop-goods-row__tags" style={{ '--gap': '4px' }}>
          <Tag color={goods.onShelf ? 'success' : 'default'}>{goods.onShelf ? T.on : T.off}</Tag>
          {showKind && goods.kind !== 'ordinary' ? <Tag color="primary" fill="outline">{K.tags[goods.kind]}</Tag> : null}
          {goods.pending ? <Tag color="warning" data-testid="pending-tag">{T.pending}</Tag> : null}
        </Space>
      )}>
      {goods.name}
    </List.Item>
  );
}
