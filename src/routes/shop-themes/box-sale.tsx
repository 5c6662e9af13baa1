import { Button, Input, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { Blindbox } from '../../contract/shop/themes';
import type { ShopGoodsView } from '../../sync/draft-views';
import { toast } from '../../ui/feedback';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_THEME_TEXTS.boxes;
const WHOLE = /^\d{1,6}$/;

/** 上架销售 for a box not yet sold: the number of boxes to sell, from the version on show (one outbox mutation). */
export function SellBoxButton({ box, disabled }: { box: Blindbox; disabled: boolean }) {
  const { sync } = useAppContext();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('');
  async function sell() {
    const text = count.trim();
    if (!WHOLE.test(text) || Number(text) < 1) { toast(T.boxCountInvalid); return; }
    const result = await sync.mutate('blindbox.sell', { boxId: box.boxId, baseVersion: box.version, stock: Number(text) });
    if (!result.ok) { toast(result.msg); return; }
    setOpen(false);
  }
  return (
    <>
      <Button size="mini" color="primary" fill="outline" disabled={disabled} onClick={() => setOpen(true)}>{T.sell}</Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose>
        <div className="box-sale" data-testid="box-sale">
          <List header={`${T.sellTitle} · ${box.name}`}>
            <List.Item title={T.boxCount}>
              <Input aria-label={T.boxCount} value={count} inputMode="numeric" placeholder={T.boxCountPlaceholder} onChange={setCount} />
            </List.Item>
          </List>
          <p className="box-sale__hint">{T.sellHint(box.version)}</p>
          <div className="page-actions">
            <Button block color="primary" onClick={() => void sell()}>{T.sellConfirm}</Button>
          </div>
        </div>
      </Popup>
    </>
  );
}

/** A sold box's stock is its goods' stock, changed the way any shop goods' stock is (shopGoods.update, based on the stock seen). */
export function BoxStockEdit({ goods, stock }: { goods: ShopGoodsView | undefined; stock: number }) {
  const { sync } = useAppContext();
  const [value, setValue] = useState<string | null>(null);
  if (!goods) return null;
  async function save() {
    const result = await sync.mutate('shopGoods.update', { goodsId: goods!.goodsId, base: { stock }, changes: { stock: value } } as never, { name: goods!.name });
    if (result.ok) setValue(null);
    else toast(result.msg);
  }
  if (value === null) return <Button size="mini" disabled={goods.pending} onClick={() => setValue(String(stock))}>{T.editStock}</Button>;
  return (
    <span className="box-sale__stock">
      <Input aria-label={T.newStock} placeholder={T.newStock} value={value} inputMode="numeric" onChange={setValue} />
      <Button size="mini" color="primary" onClick={() => void save()}>{T.confirm}</Button>
      <Button size="mini" onClick={() => setValue(null)}>{T.cancel}</Button>
    </span>
  );
}
