import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { namePinyin } from '../services/catalogue/search/name-pinyin';

const BRANDS = ['华为', '小米', '苹果', '耐克', '李宁', '海尔', '美的', '格力', '安踏', '罗技', '飞利浦', 'Anker'];
const THINGS = ['手机壳', '充电器', '运动鞋', '连衣裙', '保温杯', '绿茶', '蓝牙耳机', '双肩包', 'T恤', '台灯', '机械键盘', '羽绒服', '奶粉'];
const TRAITS = ['透明防摔', '新款', '加厚', '轻薄', '经典款', '旗舰版', '礼盒装', '大容量'];

/** Every brand + thing + trait, in the order the insert below numbers them, with its pinyin. */
function spelledPrefixes(): { full: string[]; initials: string[] } {
  const full: string[] = [];
  const initials: string[] = [];
  for (const brand of BRANDS) for (const thing of THINGS) for (const trait of TRAITS) {
    const spelled = namePinyin(brand + thing + trait);
    full.push(spelled.full);
    initials.push(spelled.initials);
  }
  return { full, initials };
}

/**
 * Adds `count` on-shelf goods by one bulk SQL statement, as an import outside the app would (names from a small
 * vocabulary plus a number, spread over the seeded shops and last-level classes), then ANALYZE: the plan tests'
 * catalogue of realistic size (decision 028). An import is spelled by the pinyin job (decision 031); `spelled` writes
 * the same pinyin in the insert, for tests of plans that need it but not the job's minute over 200,000 rows.
 */
export async function insertBulkGoods(db: Db, count: number, now: number, { spelled = false } = {}): Promise<void> {
  const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);
  const prefix = sql`(${words(BRANDS)})[1 + i % ${BRANDS.length}] || (${words(THINGS)})[1 + (i / 7) % ${THINGS.length}]
    || (${words(TRAITS)})[1 + (i / 11) % ${TRAITS.length}]`;
  const number = sql`' ' || (i % 9973)::text`;
  // The index of the name's prefix in spelledPrefixes(): brand, then thing, then trait.
  const prefixIndex = sql`1 + (i % ${BRANDS.length}) * ${THINGS.length * TRAITS.length} + ((i / 7) % ${THINGS.length}) * ${TRAITS.length} + (i / 11) % ${TRAITS.length}`;
  const pinyin = spelledPrefixes();
  const textArray = (list: string[]) => sql`array(select v from jsonb_array_elements_text(${JSON.stringify(list)}::jsonb) with ordinality as e(v, n) order by n)`;
  const spelling = spelled
    ? sql`, p.full[${prefixIndex}] || ${number}, p.initials[${prefixIndex}] || ${number}, md5(${prefix} || ${number})::uuid`
    : sql``;
  // As a bulk import is done: the goods' own indexes dropped, the rows written, the same indexes built again at once
  // (faster than growing them row by row: 71 s against 106 s for 220,000 spelled goods on a loaded machine). The
  // constraints' indexes stay.
  const indexes = (await db.execute(sql`select pg_get_indexdef(i.indexrelid) as def, i.indexrelid::regclass::text as name from pg_index i
    where i.indrelid = 'goods'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)) as unknown as
    { rows: { def: string; name: string }[] };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${index.name}`));
  await db.execute(sql`
    with shop_ids as (select array_agg(id order by id) as ids from shops),
      class_ids as (select array_agg(id order by id) as ids from goods_classes c
        where not exists (select 1 from goods_classes child where child.pid = c.id)),
      p as (select ${textArray(pinyin.full)} as full, ${textArray(pinyin.initials)} as initials)
    insert into goods (id, shop_id, class_id, name, img, imgs, description, kind, sale_price, original_price, stock,
      sales, creator, age, on_shelf, updated_at ${spelled ? sql`, name_pinyin, name_initials, name_pinyin_hash` : sql``})
    select 'BULK' || lpad(i::text, 9, '0'), s.ids[1 + i % array_length(s.ids, 1)], c.ids[1 + i % array_length(c.ids, 1)],
      ${prefix} || ${number},
      '/media/img/bulk.svg', '[]'::jsonb, '', 'ordinary', 100 + i % 50000, 200 + i % 50000, 100, (i::bigint * 7919) % 100000,
      'bulk', '', i % 50 <> 0, ${now}::bigint - i ${spelling}
    from generate_series(1, ${count}) as i, shop_ids s, class_ids c, p`);
  for (const index of indexes.rows) await db.execute(sql.raw(index.def));
  // VACUUM sets the visibility map as autovacuum would on a settled table, so index-only scans are priced as they run.
  await db.execute(sql`vacuum analyze goods`);
}
