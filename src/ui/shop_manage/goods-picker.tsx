import { Button, CheckList, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { formatFen } from '../../domain/format';
import { EVIDENCE_TEXTS } from '../evidence-texts';
import './goods-picker.css';

const T = EVIDENCE_TEXTS.picker;

/** What the picker shows of a shop's own goods (the shop goods records, ShopGoodsView). */
export interface PickableGoods {
  goodsId: string;
  name: string;
  imgs: string[];
  salePrice: number;
  stock: number;
}

interface GoodsPickerProps {
  goods: PickableGoods[];
  /** One goods (evidence) or several (themes, blind boxes). */
  multiple: boolean;
  initial?: string[];
  onConfirm(goodsIds: string[]): void;
}

const thumb = (url: string) => url.replace('/detail.webp', '/list.webp');

/** selectGoods: the shop's own goods from the device, searched by name; shop_manage screens pick goods with it. */
export function GoodsPicker({ goods, multiple, initial = [], onConfirm }: GoodsPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>(initial);
  const shown = useMemo(() => {
    const words = keyword.trim().toLowerCase();
    return words ? goods.filter((g) => g.name.toLowerCase().includes(words)) : goods;
  }, [goods, keyword]);
  function change(value: (string | number)[]) {
    const ids = value.map(String);
    if (multiple) return setPicked(ids);
    setPicked(ids.slice(-1));
    if (ids.length) onConfirm(ids.slice(-1));
  }
  return (
    <div className="goods-picker">
      <div className="goods-picker__search"><SearchBar placeholder={T.search} value={keyword} onChange={setKeyword} aria-label={T.search} /></div>
      {shown.length === 0 ? <p className="goods-picker__empty">{T.empty}</p> : (
        <CheckList multiple value={picked} onChange={change}>
          {shown.map((g) => (
            <CheckList.Item key={g.goodsId} value={g.goodsId} data-testid="picker-goods" data-goods-id={g.goodsId}
              prefix={g.imgs[0] ? <img className="goods-picker__img" src={thumb(g.imgs[0])} alt="" /> : null}
              description={`¥${formatFen(g.salePrice)} · ${T.stock} ${g.stock}`}>
              {g.name}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
      {multiple ? (
        <div className="page-actions">
          <Button block color="primary" disabled={picked.length === 0} onClick={() => onConfirm(picked)}>{T.confirm}（{T.picked(picked.length)}）</Button>
        </div>
      ) : null}
    </div>
  );
}
