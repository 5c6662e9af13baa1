import { eq, or } from 'drizzle-orm';
import { CODES } from '../../../../src/contract/codes';
import { GOODS_CLASS_MESSAGES, isLastLevelClass } from '../../../../src/domain/goods-class';
import { MESSAGES } from '../../../../src/domain/messages';
import type { z } from 'zod';
import { GOODS_FIELD_LABELS, type GoodsFieldName } from '../../../../src/contract/shop/goods';
import type { GoodsSpec, KindInfoInputSchema } from '../../../../src/contract/shop/goods-kinds';
import type { Db } from '../../../db/open';
import { blindBoxGoods, goods, goodsClasses, shops } from '../../../db/schema';
import { AppError, badInput } from '../../../http/app-error';
import { platformAccount, userAccount } from '../../../ledger/accounts';
import { post } from '../../../ledger/post';
import { assertOwnUploads } from '../../platform/uploads/upload-repository';
import { newId } from '../../orders/order/ids';
import { lockShopGoods, presentShopGoods, type GoodsRow } from './repository';
import { writeSpecTable } from './skus';
import { readSkus } from '../../catalogue/goods/skus';
import type { SpecTableInput } from '../../../../src/contract/shop/goods-skus';

export interface Owner {
  userId: string;
  shopId: string;
}

type Values = Partial<Record<GoodsFieldName, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Goods hang on a last level of the category tree: the class and its children are enough to tell (src/domain/goods-class.ts). */
async function assertLeafClass(db: Db, classId: string): Promise<void> {
  const near = await db.select({ id: goodsClasses.id, classPid: goodsClasses.pid }).from(goodsClasses)
    .where(or(eq(goodsClasses.id, classId), eq(goodsClasses.pid, classId)));
  if (!isLastLevelClass(near, classId)) throw badInput(GOODS_CLASS_MESSAGES.notLastLevel);
}

/** One shelf ticket per shelving, from the owner's shelf ticket wallet (docs/decisions/009). */
async function payShelfTicket(db: Db, owner: Owner, goodsId: string, now: number): Promise<void> {
  await post(db, {
    kind: 'SHELF_PAY', refId: newId('K', now), memo: `商品${goodsId}上架`,
    legs: [{ account: userAccount(owner.userId, 'SHELF'), amount: -1 }, { account: platformAccount('EXCHANGE', 'SHELF'), amount: 1 }],
  }, now).catch((error: unknown) => {
    if (error instanceof AppError && error.code === CODES.balanceNotEnough) throw new AppError(CODES.balanceNotEnough, MESSAGES.shelfTicketsShort);
    throw error;
  });
}

async function shelve(db: Db, owner: Owner, row: GoodsRow, now: number): Promise<void> {
  const extra = row.extra as { offShelfBy?: string; offShelfReason?: string };
  if (extra.offShelfBy === 'platform') throw new AppError(CODES.forbidden, `该商品已被平台下架（${extra.offShelfReason ?? ''}），不能自行上架`);
  if (row.stock === 0) throw badInput('库存为0的商品不能上架');
  await payShelfTicket(db, owner, row.id, now);
}

/** A box's goods is priced by its box, whose price is versioned with its odds (shop-themes/sell-box.ts). */
async function assertNotSoldBox(db: Db, goodsId: string): Promise<void> {
  const [sold] = await db.select({ boxId: blindBoxGoods.boxId }).from(blindBoxGoods).where(eq(blindBoxGoods.goodsId, goodsId));
  if (sold) throw badInput('盲盒的价格请在盲盒管理中修改');
}

export interface NewGoods {
  goodsId: string;
  kind: string;
  name: string;
  classId: string;
  salePrice: number;
  originalPrice: number;
  stock: number;
  imgs: string[];
  video: string;
  description: string;
  /** Absent for goods made by other paths (a box put on sale): none. */
  detailImgs?: string[];
  onShelf: boolean;
  kindInfo?: KindInfoInput;
  specs: GoodsSpec[];
  specTable?: SpecTableInput;
}

/** The kinds sold by specification (issue 31); the others keep their one SKU. */
const SKU_KINDS: readonly string[] = ['ordinary', 'global'];

/** The presented goods with its specification table, as the owner's form and the field-by-field check see it. */
async function presentWithSkus(db: Db, row: GoodsRow) {
  return presentShopGoods(row, row.dimensions.length ? await readSkus(db, row.id) : []);
}

type KindInfoInput = z.output<typeof KindInfoInputSchema>;

/** goods.extra with the kind's facts (flat, as the buyer's kind detail reads them), the properties in `specs` and the detail pictures. */
function extraWith(extra: unknown, kindInfo: KindInfoInput | undefined, specs: GoodsSpec[] | undefined, detailImgs?: string[]): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(extra as Record<string, unknown>) };
  if (kindInfo) {
    const { kind: _kind, ...facts } = kindInfo;
    Object.assign(next, facts);
  }
  if (specs) next.specs = specs;
  if (detailImgs) next.detailImgs = detailImgs;
  return next;
}

/** A published draft. Its id is the draft's: publishing it again answers the goods it made, never a second one. */
export async function createGoods(db: Db, owner: Owner, input: NewGoods, now: number) {
  const [existing] = await db.select().from(goods).where(eq(goods.id, input.goodsId));
  if (existing) {
    if (existing.shopId !== owner.shopId) throw new AppError(CODES.conflict, '商品编号已被占用，请重新创建');
    return presentWithSkus(db, existing);
  }
  if (input.specTable?.dimensions.length && !SKU_KINDS.includes(input.kind)) throw badInput('该类型的商品只有一个规格');
  await assertLeafClass(db, input.classId);
  await assertOwnUploads(db, owner.userId, input.imgs);
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, owner.shopId));
  const { goodsId, onShelf, video, kindInfo, specs, specTable, detailImgs = [], ...fields } = input;
  await assertOwnUploads(db, owner.userId, [...skuImgs(specTable), ...detailImgs]);
  const [inserted] = await db.insert(goods).values({
    ...fields, id: goodsId, extra: extraWith({}, kindInfo, specs, detailImgs), shopId: owner.shopId, img: input.imgs[0]!, video: video || null, creator: shop?.name ?? '', age: '',
    onShelf: false, updatedAt: now,
  }).onConflictDoNothing().returning();
  if (!inserted) throw new AppError(CODES.conflict, '商品编号已被占用，请重新创建');
  let row = inserted;
  if (specTable?.dimensions.length) {
    await writeSpecTable(db, row.id, specTable, fields, now);
    row = (await db.select().from(goods).where(eq(goods.id, row.id)))[0]!;
  }
  if (!onShelf) return presentWithSkus(db, row);
  await shelve(db, owner, row, now);
  const [shelved] = await db.update(goods).set({ onShelf: true }).where(eq(goods.id, row.id)).returning();
  return presentWithSkus(db, shelved!);
}

const skuImgs = (table: SpecTableInput | undefined) => (table?.skus ?? []).map((s) => s.img).filter(Boolean);

/**
 * Applies the owner's changes if every changed field is still what the owner saw (`base`), or already what the owner
 * wants; otherwise refuses with the fields that differ (RELIABILITY 6: never a silent overwrite).
 */
export async function updateGoods(db: Db, owner: Owner, input: { goodsId: string; base: Values; changes: Values }, now: number) {
  const row = await lockShopGoods(db, owner.shopId, input.goodsId);
  const changed = Object.keys(input.changes) as GoodsFieldName[];
  if (changed.some((field) => !(field in input.base))) throw badInput('缺少修改前的值，请刷新后重试');
  // Compared as the owner saw them: the presented goods (kindInfo and specs come from goods.extra).
  const current: Values = await presentWithSkus(db, row);
  const differing = changed.filter((field) => !same(current[field], input.base[field]) && !same(current[field], input.changes[field]));
  if (differing.length) {
    throw new AppError(CODES.goodsChanged, `商品已在其他地方修改：${differing.map((f) => GOODS_FIELD_LABELS[f]).join('、')}，请核对后重新提交`);
  }
  const changes = input.changes as Partial<NewGoods>;
  if (changes.salePrice !== undefined && row.kind === 'blindbox') await assertNotSoldBox(db, row.id);
  if (changes.kindInfo && changes.kindInfo.kind !== row.kind) throw badInput('商品类型信息与商品类型不符');
  if (changes.classId !== undefined) await assertLeafClass(db, changes.classId);
  if (changes.imgs !== undefined) await assertOwnUploads(db, owner.userId, changes.imgs);
  if (changes.detailImgs !== undefined) await assertOwnUploads(db, owner.userId, changes.detailImgs);
  const { video, imgs, kindInfo, specs, specTable, detailImgs, ...rest } = changes;
  const byTable = (specTable ?? { dimensions: row.dimensions }).dimensions.length > 0;
  if (specTable?.dimensions.length && !SKU_KINDS.includes(row.kind)) throw badInput('该类型的商品只有一个规格');
  if (byTable && (rest.salePrice !== undefined || rest.originalPrice !== undefined || rest.stock !== undefined)) {
    throw badInput('该商品按规格定价，请在商品规格中修改售价和库存');
  }
  await assertOwnUploads(db, owner.userId, skuImgs(specTable));
  const [updated] = await db.update(goods).set({
    ...rest,
    ...(kindInfo || specs || detailImgs ? { extra: extraWith(row.extra, kindInfo, specs, detailImgs) } : {}),
    ...(imgs ? { imgs, img: imgs[0]! } : {}),
    ...(video !== undefined ? { video: video || null } : {}),
    updatedAt: now,
  }).where(eq(goods.id, row.id)).returning();
  // A goods without dimensions is its one SKU: its own price and stock fields are that SKU's.
  const pricedHere = rest.salePrice !== undefined || rest.originalPrice !== undefined || rest.stock !== undefined;
  if (specTable || (!byTable && pricedHere)) {
    await writeSpecTable(db, row.id, specTable ?? { dimensions: [], skus: [] }, updated!, now);
    return presentWithSkus(db, (await db.select().from(goods).where(eq(goods.id, row.id)))[0]!);
  }
  return presentWithSkus(db, updated!);
}

/** On (one shelf ticket) or off (free); asking for the state it already has changes nothing and costs nothing. */
export async function setShelf(db: Db, owner: Owner, goodsId: string, onShelf: boolean, now: number) {
  const row = await lockShopGoods(db, owner.shopId, goodsId);
  if (row.onShelf === onShelf) return presentWithSkus(db, row);
  if (onShelf) await shelve(db, owner, row, now);
  const [updated] = await db.update(goods).set({ onShelf, updatedAt: now }).where(eq(goods.id, row.id)).returning();
  return presentWithSkus(db, updated!);
}
