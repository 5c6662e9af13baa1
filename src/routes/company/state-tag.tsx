import { Tag } from 'antd-mobile';
import type { ShopState, UserState } from '../../contract/company/users';
import { COMPANY_TEXTS as T } from '../../ui/company-texts';

const COLORS: Record<UserState | ShopState, string> = { normal: 'success', banned: 'danger', deleted: 'default' };

export function UserStateTag({ state }: { state: UserState }) {
  return <Tag color={COLORS[state]} fill="outline" data-testid="user-state">{T.userState[state]}</Tag>;
}

export function ShopStateTag({ state }: { state: ShopState }) {
  return <Tag color={COLORS[state]} fill="outline" data-testid="shop-state">{T.shopState[state]}</Tag>;
}
