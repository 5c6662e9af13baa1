import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

const BRANDS = ['华为', '小米', '苹果', '耐克', '李宁', '海尔', '美的', '格力', '安踏', '罗技', '飞利浦', 'Anker'];
const THINGS = ['手机壳', '充电器', '运动鞋', '连衣裙', '保温杯', '绿茶', '蓝牙耳机', '双肩包', 'T恤', '台灯', '机械键盘', '羽绒服', '奶粉'];
const TRAITS = ['透明防摔', '新款', '加厚', '轻薄', '经典款', '旗舰版', '礼盒装', '大容量'];

/**
 * Adds `count` on-shelf goods by one bulk SQL statement, as an import outside the app would (names from a small
 * vocabulary plus a number, spread over the seeded shops and last-level classes), then ANALYZE: the plan tests'
 * catalogue of realistic size (decision 028).
 */
export async function insertBulkGoods(db: Db, count: number, now: number): Promise<void> {
  const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    with shop_ids as (select array_agg(id order by id) as ids from shops),
      class_ids as (select array_agg(id order by id) as ids from goods_classes c
        where not exists (select 1 from goods_classes child where child.pid = c.id))
    insert into goods (id, shop_id, class_id, name, img, imgs, description, kind, sale_price, original_price, stock,
      sales, creator, age, on_shelf, updated_at)
    select 'BULK' || lpad(i::text, 9, '0'), s.ids[1 + i % array_length(s.ids, 1)], c.ids[1 + i % array_length(c.ids, 1)],
      (${words(BRANDS)})[1 + i % ${BRANDS.length}] || (${words(THINGS)})[1 + (i / 7) % ${THINGS.length}]
        || (${words(TRAITS)})[1 + (i / 11) % ${TRAITS.length}] || ' ' || (i % 9973)::text,
      '/media/img/bulk.svg', '[]'::jsonb, '', 'ordinary', 100 + i % 50000, 200 + i % 50000, 100, (i::bigint * 7919) % 100000,
      'bulk', '', i % 50 <> 0, ${now}::bigint - i
    from generate_series(1, ${count}) as i, shop_ids s, class_ids c`);
  // VACUUM sets the visibility map as autovacuum would on a settled table, so index-only scans are priced as they run.
  await db.execute(sql`vacuum analyze goods`);
}
