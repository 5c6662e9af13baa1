import { List, Tag } from 'antd-mobile';
import type { CompanyGoods } from '../../contract/company/goods';
import { formatFen } from '../../domain/format';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';

const T = COMPANY_FINANCE_TEXTS.goods;

export function ShelfTag({ goods }: { goods: CompanyGoods }) {
  if (goods.offShelfBy === 'platform') return <Tag color="danger" fill="outline">{T.byPlatform}</Tag>;
  return goods.onShelf ? <Tag color="success" fill="outline">{T.onShelf}</Tag> : <Tag fill="outline">{T.offShelf}</Tag>;
}

/** One goods as the administrator lists it: its shop, price, stock, shelf state and, when the platform took it off, why. */
export function CompanyGoodsRow({ goods, onOpen }: { goods: CompanyGoods; onOpen(): void }) {
  return (
    <List.Item onClick={onOpen} data-testid="company-goods-row" arrowIcon={false}>
      <div className="company-goods__row">
        <img className="company-goods__img" src={goods.img} alt="" loading="lazy" />
        <div className="company-goods__main">
          <span className="company-goods__name">{goods.name}</span>
          <span className="company-goods__meta">{goods.shopName} · {T.kinds[goods.kind] ?? goods.kind}</span>
          <span className="company-goods__meta">¥{formatFen(goods.salePrice)} · {T.stock(goods.stock)} · {T.sales(goods.sales)}</span>
          {goods.offShelfReason && <span className="company-goods__reason">{T.reason(goods.offShelfReason)}</span>}
        </div>
        <ShelfTag goods={goods} />
      </div>
    </List.Item>
  );
}
