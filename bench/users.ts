import { eq } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import type { Database } from '../server/db/open';
import { shops, users } from '../server/db/schema';
import { platformAccount, userAccount } from '../server/ledger/accounts';
import { post } from '../server/ledger/post';

export const BENCH_PASSWORD = 'Bench@2026';
const NOW = Date.UTC(2026, 10, 1);

export const benchPhone = (i: number) => `177${String(i).padStart(8, '0')}`;

/** Bench buyers, logged in by password (the SMS route is rate limited per address). */
export async function seedBenchUsers(database: Database, count: number): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `UB${String(i + 1).padStart(5, '0')}`, usersNo: `SQB${i + 1}`, phone: benchPhone(i + 1), name: `压测用户${i + 1}`,
    passwordHash, createdAt: NOW,
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(users).values(rows.slice(i, i + 500));
}

/** The owner of bench shop BS001 (a shop token at login), with shelf tickets for the publish figure's goods. */
export const BENCH_SHOP_OWNER = { userId: 'UBSHOP1', phone: '17900000001', shopId: 'BS001' } as const;
const SHELF_TICKETS = 1_000;

export async function seedBenchShopOwner(database: Database): Promise<void> {
  const { userId, phone, shopId } = BENCH_SHOP_OWNER;
  await database.db.insert(users).values({
    id: userId, usersNo: 'SQBSHOP1', phone, name: '压测店主', passwordHash: await hashPassword(BENCH_PASSWORD), shopId, createdAt: NOW,
  });
  await database.db.update(shops).set({ ownerUserId: userId }).where(eq(shops.id, shopId));
  await database.db.transaction((tx) => post(tx, {
    kind: 'CONVERT', refId: 'bench:shelf-tickets', memo: '压测上架券',
    legs: [{ account: platformAccount('EXCHANGE', 'SHELF'), amount: -SHELF_TICKETS }, { account: userAccount(userId, 'SHELF'), amount: SHELF_TICKETS }],
  }, NOW));
}
