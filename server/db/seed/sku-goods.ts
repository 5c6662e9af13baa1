import { combinationsOf, specTableField } from '../../../src/contract/shop/goods-skus';
import { writeSpecTable } from '../../services/shop/goods/skus';
import type { Db } from '../open';
import { goods } from '../schema';
import type { CatalogueLeaf } from './goods-factory';
import { imageUrl } from './images';

interface SkuGoodsSeed {
  id: string;
  shopId: string;
  leafName: string;
  name: string;
  art: string;
  hue: number;
  description: string;
  dimensions: { name: string; values: string[] }[];
  /** Yuan per combination (the shop form's money is text in yuan); stock 0 sold out, off: switched off. */
  price(choice: string[]): string;
  stock?(choice: string[]): number;
  off?(choice: string[]): boolean;
  /** A value whose picture differs (a colour): the SKU's own picture. */
  pictureOf?(choice: string[]): { label: string; hue: number } | null;
}

const COLOUR_HUES: Record<string, number> = { 红色: 0, 白色: 40, 黑色: 230, 星空黑: 230, 冰川蓝: 200, 雾霾粉: 330 };

/**
 * Goods sold by specification (issue 31, decision 033), so a shopper can choose a colour and a size. Their SKUs are
 * written by the shop's own `writeSpecTable`, the function the goods form's specTable runs; the goods rows are inserted
 * as the catalogue's are. Ids `GS…` stay apart from the catalogue's `G0…`; tests name them (tests/e2e/goods-skus.e2e.ts).
 */
export const SKU_GOODS: readonly SkuGoodsSeed[] = [
  {
    id: 'GS0001', shopId: 'S0003', leafName: 'T恤', name: '星Q纯棉圆领短袖T恤', art: 'tshirt', hue: 0,
    description: '新疆长绒棉，圆领短袖，三色四码可选。',
    dimensions: [{ name: '颜色', values: ['红色', '白色', '黑色'] }, { name: '尺码', values: ['S', 'M', 'L', 'XL'] }],
    price: ([, size]) => (size === 'XL' ? '59' : size === 'L' ? '49' : '39'),
    stock: ([colour, size]) => (colour === '黑色' && size === 'XL' ? 0 : ({ S: 120, M: 300, L: 200, XL: 80 } as Record<string, number>)[size!]!),
    off: ([colour, size]) => colour === '白色' && size === 'S',
    pictureOf: ([colour]) => ({ label: `T恤${colour}`, hue: COLOUR_HUES[colour!] ?? 0 }),
  },
  {
    id: 'GS0002', shopId: 'S0002', leafName: '手机', name: '星Q Note 12 5G智能手机', art: 'phone', hue: 220,
    description: '6.7英寸高刷屏，5000mAh长续航，三种存储版本。',
    dimensions: [{ name: '颜色', values: ['星空黑', '冰川蓝'] }, { name: '版本', values: ['8GB+128GB', '8GB+256GB', '12GB+512GB'] }],
    price: ([, version]) => (version === '12GB+512GB' ? '3999' : version === '8GB+256GB' ? '3299' : '2999'),
    stock: ([colour, version]) => (colour === '冰川蓝' && version === '12GB+512GB' ? 0 : 300),
    pictureOf: ([colour]) => ({ label: `Note12${colour}`, hue: COLOUR_HUES[colour!] ?? 220 }),
  },
  {
    id: 'GS0003', shopId: 'S0003', leafName: '连衣裙', name: '星Q法式碎花收腰连衣裙', art: 'dress', hue: 330,
    description: '雪纺面料，收腰显瘦，四个尺码。',
    dimensions: [{ name: '尺码', values: ['S', 'M', 'L', 'XL'] }],
    price: ([size]) => (size === 'XL' ? '169' : '159'),
  },
];

/** The form's table as the owner would send it; the pictures are the demo drawings, which the form's upload check would
 * refuse (the seed leaves out only that check, as its README says), so they are set after it. */
function specTableOf(seed: SkuGoodsSeed) {
  const combos = combinationsOf(seed.dimensions);
  const table = specTableField.parse({
    dimensions: seed.dimensions,
    skus: combos.map((choice) => ({
      choice, salePrice: seed.price(choice), originalPrice: String(Number(seed.price(choice)) + 20), stock: seed.stock?.(choice) ?? 500,
      skuCode: `${seed.id}-${choice.join('-')}`, onSale: !(seed.off?.(choice) ?? false),
    })),
  });
  const pictureOf = (choice: string[]) => {
    const picture = seed.pictureOf?.(choice);
    return picture ? imageUrl(picture.label, picture.hue, { art: seed.art }) : '';
  };
  return { ...table, skus: table.skus.map((sku) => ({ ...sku, img: pictureOf(sku.choice) })) };
}

export async function seedSkuGoods(db: Db, now: number, leaves: readonly CatalogueLeaf[]): Promise<void> {
  for (const seed of SKU_GOODS) {
    const leaf = leaves.find((l) => l.seed.name === seed.leafName);
    if (!leaf) throw new Error(`seed: no class ${seed.leafName}`);
    const table = specTableOf(seed);
    const first = table.skus[0]!;
    const own = { salePrice: first.salePrice, originalPrice: first.originalPrice, stock: first.stock };
    const img = imageUrl(seed.name.slice(2, 8), seed.hue, { art: seed.art });
    await db.insert(goods).values({
      id: seed.id, shopId: seed.shopId, classId: leaf.id, name: seed.name, img, kind: 'ordinary',
      imgs: [img, imageUrl(seed.name.slice(2, 8), seed.hue + 30, { art: seed.art, view: 'detail' })], video: null,
      description: seed.description, ...own, sales: 0, creator: '', age: '', onShelf: true, extra: {}, updatedAt: now,
    });
    await writeSpecTable(db, seed.id, table, own, now);
  }
}
