import { BABY } from './baby';
import { BEAUTY } from './beauty';
import { CULTURE } from './culture';
import { DIGITAL } from './digital';
import { FASHION } from './fashion';
import { FOOD } from './food';
import { HOME } from './home';
import { label, shadow, type Draw } from './paint';
import { SPORTS } from './sports';

/** A plain parcel with the label on it: for names no drawing knows. */
const parcel: Draw = (p) => `${shadow(200, 330, 140)}<path d="M70 150 L200 100 L330 150 V290 L200 336 L70 290Z" fill="#d9a866"/>
<path d="M70 150 L200 196 L330 150 M200 196 V336" stroke="#b5823e" stroke-width="3" fill="none"/><path d="M132 124 L262 172 V210 L236 200 V168 L108 132Z" fill="${p.c(60, 55)}"/>
${label(134, 258, 22, '#6a4a1e', p.text.slice(0, 4), 'transform="rotate(20 134 258)"')}`;

export const FIGURES = { ...DIGITAL, ...FASHION, ...BEAUTY, ...FOOD, ...HOME, ...BABY, ...SPORTS, ...CULTURE, parcel };
export type Figure = keyof typeof FIGURES;

export function isFigure(name: string): name is Figure {
  return Object.hasOwn(FIGURES, name);
}

/** Names (of a class, or words in a label) that a drawing shows; longer names first, so 手机壳 wins over 手机. */
const NAMED: readonly (readonly [string, Figure])[] = ([
  ['手机壳', 'phoneCase'], ['手机', 'phone'], ['充电', 'charger'], ['笔记本电脑', 'laptop'], ['电脑', 'laptop'], ['键盘', 'keyboard'],
  ['鼠标', 'mouse'], ['显示器', 'monitor'], ['耳机', 'earbuds'], ['音箱', 'speaker'], ['影音', 'earbuds'], ['手表', 'watch'], ['智能设备', 'watch'],
  ['数码', 'phone'], ['连衣裙', 'dress'], ['女装', 'dress'], ['T恤', 'tshirt'], ['开衫', 'cardigan'], ['羽绒', 'puffer'], ['衬衫', 'shirt'],
  ['男装', 'shirt'], ['裤', 'trousers'], ['夹克', 'jacket'], ['帆布鞋', 'canvasShoe'], ['童鞋', 'kidsShoe'], ['儿童运动鞋', 'kidsShoe'], ['运动鞋', 'sneaker'], ['鞋', 'sneaker'],
  ['服饰', 'dress'], ['黄金', 'goldJewelry'], ['金条', 'goldBar'], ['银饰', 'silver'], ['珠宝', 'goldJewelry'], ['面霜', 'cream'],
  ['精华', 'serum'], ['面膜', 'mask'], ['洁面', 'cleanser'], ['护肤', 'cream'], ['口红', 'lipstick'], ['粉底', 'foundation'], ['香水', 'perfume'],
  ['彩妆', 'lipstick'], ['美妆', 'lipstick'], ['洗发', 'shampoo'], ['牙刷', 'toothbrush'], ['护理', 'shampoo'], ['坚果', 'snacks'], ['零食', 'snacks'],
  ['饼干', 'pastry'], ['糕点', 'pastry'], ['肉干', 'jerkyBag'], ['辣条', 'spicy'], ['茶叶', 'tea'], ['茶', 'tea'], ['白酒', 'baijiu'], ['酒', 'baijiu'],
  ['咖啡', 'coffee'], ['水果', 'fruit'], ['生鲜', 'fruit'], ['食品', 'snacks'], ['海鲜', 'seafood'], ['大米', 'rice'], ['粮油', 'rice'], ['腊', 'cured'],
  ['特产', 'cured'], ['月饼', 'mooncake'], ['四件套', 'bedding'], ['家纺', 'bedding'], ['被子', 'quilt'], ['枕', 'pillow'], ['锅', 'wok'],
  ['厨具', 'wok'], ['保温杯', 'thermos'], ['收纳', 'storageBox'], ['拖把', 'mop'], ['垃圾袋', 'bags'], ['衣架', 'hanger'], ['家居', 'sofa'],
  ['奶粉', 'formula'], ['米粉', 'cereal'], ['辅食', 'cereal'], ['母婴', 'formula'], ['童装', 'kidsOutfit'], ['连体衣', 'onesie'], ['积木', 'bricks'],
  ['毛绒', 'plush'], ['玩具', 'plush'], ['遥控车', 'rcCar'], ['拼图', 'puzzle'], ['盲盒', 'toyFigure'], ['潮玩', 'toyFigure'], ['瑜伽', 'yogaMat'],
  ['球拍', 'racket'], ['哑铃', 'dumbbell'], ['运动', 'dumbbell'], ['跳绳', 'jumpRope'], ['帐篷', 'tent'], ['露营', 'tent'], ['户外', 'tent'],
  ['登山包', 'backpack'], ['椅', 'campChair'], ['露营椅', 'campChair'], ['国画', 'inkPainting'], ['书画', 'inkPainting'], ['书法', 'calligraphy'], ['油画', 'oilPainting'],
  ['艺术', 'oilPainting'], ['数字艺术', 'nftArt'], ['数字', 'nftArt'], ['藏品', 'nftArt'], ['元宇宙', 'metaParcel'], ['地块', 'metaParcel'], ['手办', 'figurine'],
  ['文具', 'stationery'], ['文创', 'bronze'], ['摆件', 'bronze'], ['明信片', 'postcard'], ['小说', 'book'], ['图书', 'book'], ['绘本', 'pictureBook'],
  ['文化', 'calligraphy'],
] as const satisfies readonly (readonly [string, Figure])[]).slice().sort((a, b) => b[0].length - a[0].length);

/** The drawing for the first of these names (e.g. leaf, branch, root) that one is known for. */
export function figureFor(names: readonly string[]): Figure | null {
  for (const name of names) {
    const hit = NAMED.find(([word]) => name.includes(word));
    if (hit) return hit[1];
  }
  return null;
}
