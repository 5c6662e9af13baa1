import { GOODS_KINDS, type GoodsKind } from '../../../src/contract/entities/goods';
import type { goods, goodsClasses } from '../schema';
import type { LeafSeed, RootSeed } from './catalogue-data';
import { KIND_RULES, priceFen } from './goods-kinds';
import { figureFor } from '../../services/catalogue/illustrations/illustrations/registry';
import { imageUrl } from './images';
import { intBetween, pickOne, shuffle, type Random } from './random';
import type { ShopSeed } from './shop-data';

export type ClassRow = typeof goodsClasses.$inferInsert;
export type GoodsRow = typeof goods.$inferInsert;

export interface CatalogueLeaf {
  id: string;
  seed: LeafSeed;
  /** Root, branch and leaf names. */
  path: readonly string[];
  hue: number;
}

const HOUR = 3_600_000;
const MAX_FEN = 899_900;

const code = (index: number) => String(index + 1).padStart(2, '0');

/** A category tile: the drawing its own name (or its parent's) is known for. */
function classCover(names: readonly string[], hue: number): string {
  return imageUrl(names[0] ?? '', hue, { art: figureFor(names) ?? undefined, view: 'icon' });
}

/** Ids nest (01, 0101, 010101) so a class id shows its ancestry; roots hang under pid '0'. */
export function flattenCatalogue(tree: readonly RootSeed[]): { rows: ClassRow[]; leaves: CatalogueLeaf[] } {
  const rows: ClassRow[] = [];
  const leaves: CatalogueLeaf[] = [];
  tree.forEach((root, r) => {
    const rootId = code(r);
    rows.push({ id: rootId, pid: '0', name: root.name, cover: classCover([root.name], root.hue), level: 1, sort: r + 1 });
    root.children.forEach((branch, b) => {
      const branchId = rootId + code(b);
      const branchHue = root.hue + b * 12;
      rows.push({ id: branchId, pid: rootId, name: branch.name, cover: classCover([branch.name, root.name], branchHue), level: 2, sort: b + 1 });
      branch.children.forEach((seed, l) => {
        const id = branchId + code(l);
        const hue = branchHue + l * 6;
        rows.push({ id, pid: branchId, name: seed.name, cover: classCover([seed.name, branch.name], hue), level: 3, sort: l + 1 });
        leaves.push({ id, seed, path: [root.name, branch.name, seed.name], hue });
      });
    });
  });
  return { rows, leaves };
}

function shopsFor(kind: GoodsKind, leaf: CatalogueLeaf, shops: readonly ShopSeed[]): readonly ShopSeed[] {
  const exclusive = shops.filter((shop) => shop.kinds.includes(kind));
  if (exclusive.length) return exclusive;
  return shops.filter((shop) => shop.sells.some((name) => leaf.path.includes(name)));
}

function originalPrice(rand: Random, salePrice: number): number {
  if (rand() < 0.25) return salePrice;
  const marked = Math.ceil((salePrice * (1.1 + rand() * 0.5)) / 100) * 100 - 10;
  return Math.min(MAX_FEN, Math.max(salePrice, marked));
}

type Draft = Omit<GoodsRow, 'id'>;

function draftGoods(rand: Random, now: number, kind: GoodsKind, leaf: CatalogueLeaf, nth: number, shop: ShopSeed): Draft {
  const { seed } = leaf;
  const classHead = seed.heads[nth % seed.heads.length] ?? '';
  const tail = seed.tails[(nth + Math.floor(nth / seed.heads.length)) % seed.tails.length] ?? '';
  const rule = KIND_RULES[kind];
  const draft = rule.build({
    rand, now, leafName: seed.name, head: classHead, basePrice: priceFen(rand, seed.price), shopName: shop.name, serial: nth,
  });
  const head = draft.head ?? classHead;
  const name = `${draft.namePrefix}${head}${seed.noun}${tail}`;
  // The label is what the drawing prints on the product (a brand or a title); art names the drawing.
  const label = head.slice(0, 8) || seed.name;
  const hue = leaf.hue + nth * 7 + intBetween(rand, -15, 15);
  const art = figureFor(leaf.path.toReversed()) ?? undefined;
  return {
    shopId: shop.id,
    classId: leaf.id,
    name,
    img: imageUrl(label, hue, { art, kind }),
    imgs: [imageUrl(label, hue, { art, kind }), imageUrl(label, hue + 30, { art, view: 'detail' }), imageUrl(label, hue, { art, view: 'photo' })],
    video: null,
    description: `${head}${seed.noun || seed.name}，${tail.replace(/^[·\s]+/, '')}。${rule.blurb}`,
    kind,
    salePrice: draft.salePrice,
    originalPrice: originalPrice(rand, draft.salePrice),
    stock: rand() < 0.04 ? 0 : intBetween(rand, 1, 500),
    sales: Math.floor(rand() ** 3 * 20_000),
    creator: draft.creator,
    age: seed.ages.length ? pickOne(rand, seed.ages) : '',
    onShelf: rand() >= 0.03,
    extra: draft.extra,
    // Only 48 distinct times, so many goods share one: the pull checkpoint must order by updatedAt and id.
    updatedAt: now - intBetween(rand, 0, 47) * HOUR,
  };
}

/**
 * Every kind's goods spread round-robin over the classes in its scope, so each
 * class gets goods and the first ordinary goods of a class is heads[0]+noun+tails[0].
 */
export function buildGoods(rand: Random, now: number, leaves: readonly CatalogueLeaf[], shops: readonly ShopSeed[]): GoodsRow[] {
  const drafts: Draft[] = [];
  const perLeaf = new Map<string, number>();
  for (const kind of GOODS_KINDS) {
    const rule = KIND_RULES[kind];
    const pool = leaves.filter((leaf) => rule.scope.length === 0 || leaf.path.some((name) => rule.scope.includes(name)));
    if (!pool.length) throw new Error(`seed: no class in scope for ${kind}`);
    for (let i = 0; i < rule.count; i += 1) {
      const leaf = pool[i % pool.length] as CatalogueLeaf;
      const nth = perLeaf.get(leaf.id) ?? 0;
      perLeaf.set(leaf.id, nth + 1);
      const candidates = shopsFor(kind, leaf, shops);
      if (!candidates.length) throw new Error(`seed: no shop sells ${leaf.seed.name}`);
      drafts.push(draftGoods(rand, now, kind, leaf, nth, pickOne(rand, candidates)));
    }
  }
  return shuffle(rand, drafts).map((draft, index) => ({ id: `G${String(index + 1).padStart(6, '0')}`, ...draft }));
}
