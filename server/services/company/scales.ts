import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { companyFinanceScale, companyFinanceScales, companyShopScales } from '../../../src/contract/company/finance';
import type { Db } from '../../db/open';
import { financeScales, shops, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { bind, type Binding } from '../../http/bind-call';
import { financeScaleOf } from '../../ledger/settlement';
import { recordAdminAction } from './admin-log';

const HISTORY = 20;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each shop's own value in force at `at` (shops without one are absent). */
async function ownScalesAt(db: Db, shopIds: string[], at: number): Promise<Map<string, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.selectDistinctOn([financeScales.shopId], { shopId: financeScales.shopId, rateBp: financeScales.rateBp })
    .from(financeScales).where(and(inArray(financeScales.shopId, shopIds), lte(financeScales.effectiveAt, at)))
    .orderBy(financeScales.shopId, desc(financeScales.effectiveAt), desc(financeScales.id));
  return new Map(rows.map((r) => [r.shopId, r.rateBp]));
}

async function shopNameOf(db: Db, shopId: string, lock: boolean): Promise<string> {
  const query = db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
  const [shop] = lock ? await query.for('update') : await query;
  if (!shop) throw notFound('店铺');
  return shop.name;
}

/**
 * A change is a new history row in force from now: nothing is updated, so an order already paid keeps the value of
 * its payment. Changes to one target are serialised (the shop's row, or a transaction lock for the company-wide
 * value), so the logged before-value is the one the change replaced.
 */
export async function setFinanceScale(db: Db, adminUserId: string, input: { shopId: string; rateBp: number; reason: string }, now: number) {
  if (input.shopId) await shopNameOf(db, input.shopId, true);
  else await db.execute(sql`select pg_advisory_xact_lock(hashtext('finance_scales:company'))`);
  const before = (await ownScalesAt(db, [input.shopId], now)).get(input.shopId) ?? null;
  await db.insert(financeScales).values({ shopId: input.shopId, rateBp: input.rateBp, effectiveAt: now, setBy: adminUserId });
  await recordAdminAction(db, adminUserId, {
    targetKind: 'scale', targetId: input.shopId || 'company', action: 'set', reason: input.reason,
    before: { rateBp: before }, after: { rateBp: input.rateBp },
  }, now);
  return { shopId: input.shopId, rateBp: input.rateBp, effectiveAt: now };
}

export async function financeScaleView(db: Db, shopId: string, now: number) {
  const shopName = shopId ? await shopNameOf(db, shopId, false) : '';
  const [companyRateBp, own, effectiveRateBp, history] = await Promise.all([
    financeScaleOf(db, '', now),
    shopId ? ownScalesAt(db, [shopId], now) : Promise.resolve(new Map<string, number>()),
    financeScaleOf(db, shopId, now),
    db.select({ s: financeScales, adminName: users.name }).from(financeScales).leftJoin(users, eq(users.id, financeScales.setBy))
      .where(eq(financeScales.shopId, shopId)).orderBy(desc(financeScales.effectiveAt), desc(financeScales.id)).limit(HISTORY),
  ]);
  return {
    shopId, shopName, companyRateBp, ownRateBp: shopId ? own.get(shopId) ?? null : companyRateBp, effectiveRateBp,
    history: history.map(({ s, adminName }) => ({ id: s.id, shopId: s.shopId, rateBp: s.rateBp, effectiveAt: s.effectiveAt, adminName: adminName ?? '' })),
  };
}

export async function shopScalePage(db: Db, input: { keyword: string; pageNum: number; pageSize: number }, now: number) {
  const where = input.keyword ? or(ilike(shops.name, `%${escapeLike(input.keyword)}%`), eq(shops.id, input.keyword)) : undefined;
  const [rows, [total], companyRateBp] = await Promise.all([
    db.select({ shopId: shops.id, shopName: shops.name }).from(shops).where(where).orderBy(asc(shops.id))
      .limit(input.pageSize).offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(shops).where(where),
    financeScaleOf(db, '', now),
  ]);
  const own = await ownScalesAt(db, rows.map((r) => r.shopId), now);
  const list = rows.map((r) => ({ ...r, ownRateBp: own.get(r.shopId) ?? null, effectiveRateBp: own.get(r.shopId) ?? companyRateBp }));
  return { list, total: total?.n ?? 0, companyRateBp };
}

export const scaleBindings: Binding[] = [
  bind(companyFinanceScale, async ({ input, auth, db, deps }) => setFinanceScale(db, auth.userId!, input, deps.now())),
  bind(companyFinanceScales, async ({ input, db, deps }) => financeScaleView(db, input.shopId, deps.now())),
  bind(companyShopScales, async ({ input, db, deps }) => shopScalePage(db, input, deps.now())),
];
