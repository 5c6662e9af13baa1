import type { Session } from '../api/session';

/** An area of screens only one role may use. */
export type RoleArea = 'shop' | 'company';

/**
 * Each area by the start of its paths. Open paths inside it are for anyone: the shop workspace's front (which leads a
 * user without a shop to 开店, and fetches an owner's shop token) and applying to open a shop.
 */
const AREAS: readonly { prefix: string; area: RoleArea; open: readonly string[] }[] = [
  { prefix: '/pages/company_manage/', area: 'company', open: [] },
  { prefix: '/pages/shop_manage/', area: 'shop', open: ['/pages/shop_manage/enter/', '/pages/shop_manage/shop_goods/manageGoods'] },
];

/**
 * The area a location belongs to when this session may not use it, else null (issue 33.6). A shop owner holds a shop
 * token, an administrator a platform company; the host checks every call again, this only keeps the screens away.
 */
export function roleWallOf(pathname: string, session: Pick<Session, 'shopToken' | 'platCompanyId'>): RoleArea | null {
  const found = AREAS.find(({ prefix, open }) => pathname.startsWith(prefix) && !open.some((path) => pathname.startsWith(path)));
  if (!found) return null;
  const allowed = found.area === 'shop' ? session.shopToken !== '' : session.platCompanyId !== '';
  return allowed ? null : found.area;
}
