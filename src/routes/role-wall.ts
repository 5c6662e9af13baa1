import type { Session } from '../api/session';
import { PATHS } from './paths';

/** An area of screens only one role may use. */
export type RoleArea = 'shop' | 'company';

/**
 * Each area by the start of its paths, with its home (where 返回 leads when nothing is behind, go-back.ts). Open paths
 * inside it are for anyone: the shop workspace's front (which leads a user without a shop to 开店, and fetches an
 * owner's shop token) and applying to open a shop.
 */
export const ROLE_AREAS: readonly { prefix: string; area: RoleArea; home: string; open: readonly string[] }[] = [
  { prefix: '/pages/company_manage/', area: 'company', home: PATHS.companyManage, open: [] },
  { prefix: '/pages/shop_manage/', area: 'shop', home: PATHS.shopManage, open: ['/pages/shop_manage/enter/', PATHS.shopManage] },
];

/**
 * The area a location belongs to when this session may not use it, else null (issue 33.6). A shop owner holds a shop
 * token, an administrator a platform company; the host checks every call again, this only keeps the screens away.
 */
export function roleWallOf(pathname: string, session: Pick<Session, 'shopToken' | 'platCompanyId'>): RoleArea | null {
  const found = ROLE_AREAS.find(({ prefix, open }) => pathname.startsWith(prefix) && !open.some((path) => pathname.startsWith(path)));
  if (!found) return null;
  const allowed = found.area === 'shop' ? session.shopToken !== '' : session.platCompanyId !== '';
  return allowed ? null : found.area;
}
