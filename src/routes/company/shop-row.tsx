import { List } from 'antd-mobile';
import type { CompanyShop } from '../../contract/company/users';
import { COMPANY_TEXTS } from '../../ui/company-texts';
import { ShopStateTag } from './state-tag';

const T = COMPANY_TEXTS.shops;

export function ShopRow({ shop, onOpen, extra }: { shop: CompanyShop; onOpen(): void; extra?: React.ReactNode }) {
  const facts = [shop.shopNo, shop.ownerName && `${T.owner} ${shop.ownerName}`, shop.state === 'normal' ? T.onShelf(shop.onShelfCount) : shop.banReason];
  return (
    <List.Item onClick={onOpen} data-testid="shop-row" extra={extra ?? <ShopStateTag state={shop.state} />}
      prefix={<img className="company-row__logo" src={shop.logo} alt="" />}
      description={facts.filter(Boolean).join(' · ')}>
      <span className="company-row__name">{shop.name}</span>
    </List.Item>
  );
}
