import { hashPassword } from '../../auth/passwords';
import type { users } from '../schema';
import { imageUrl } from './images';

export interface DemoAccount {
  role: 'consumer' | 'shop' | 'company';
  roleName: string;
  userId: string;
  phone: string;
  password: string;
  name: string;
  shopId: string | null;
  platCompanyId: string | null;
}

export const DEMO_PASSWORD = 'Starq@2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'consumer', roleName: '消费者', userId: 'U000001', phone: '13800000001',
    password: DEMO_PASSWORD, name: '星Q买家', shopId: null, platCompanyId: null,
  },
  {
    role: 'shop', roleName: '店主', userId: 'U000002', phone: '13800000002',
    password: DEMO_PASSWORD, name: '星Q店主', shopId: 'S0001', platCompanyId: null,
  },
  {
    role: 'company', roleName: '公司管理员', userId: 'U000003', phone: '13800000003',
    password: DEMO_PASSWORD, name: '平台管理员', shopId: null, platCompanyId: 'C0001',
  },
  {
    role: 'shop', roleName: '店主（华强数码）', userId: 'U000004', phone: '13800000004',
    password: DEMO_PASSWORD, name: '华强店主', shopId: 'S0002', platCompanyId: null,
  },
  {
    role: 'shop', roleName: '店主（锦绣服饰）', userId: 'U000005', phone: '13800000005',
    password: DEMO_PASSWORD, name: '锦绣店主', shopId: 'S0003', platCompanyId: null,
  },
  {
    role: 'consumer', roleName: '开店申请人（待审核）', userId: 'U000006', phone: '13800000006',
    password: DEMO_PASSWORD, name: '想开店的小王', shopId: null, platCompanyId: null,
  },
];

export async function buildDemoUsers(now: number): Promise<(typeof users.$inferInsert)[]> {
  // scrypt costs ~100 ms, so each distinct password is hashed once and the hash reused.
  const hashes = new Map<string, string>();
  for (const { password } of DEMO_ACCOUNTS) {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
  }
  return DEMO_ACCOUNTS.map((account, index) => ({
    id: account.userId,
    usersNo: `Q${String(10000001 + index)}`,
    phone: account.phone,
    name: account.name,
    logo: imageUrl(account.name, 10 + index * 120, { art: 'avatar' }),
    gender: index === 1 ? 2 : 1,
    passwordHash: hashes.get(account.password) ?? null,
    shopId: account.shopId,
    platCompanyId: account.platCompanyId,
    locationId: '440305',
    locationName: '广东省深圳市南山区',
    createdAt: now,
  }));
}
