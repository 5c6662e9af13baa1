import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** The heavy buyer of the bulk orders: one in every HEAVY_SHARE orders is theirs. */
export const HEAVY_BUYER_ID = 'BULKU000000001';
/** The heavy buyer's phone; the other bulk users' numbers are spread as a real user base's are (insertBulkUsers). */
export const HEAVY_BUYER_PHONE = '17000000001';
const HEAVY_SHARE = 50;
const ORDER_STATUSES = ['UNPAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED', 'CANCELLED'];
/**
 * Order i is created i seconds ago and may be paid for 30 minutes: only the newest are still unpaid, as on a live
 * host, where the others' pay-deadline jobs have cancelled them (the host gives the unpaid ones their jobs at start).
 */
const RECENT_UNPAID = 1_500;
const WITHDRAW_STATUSES = ['APPROVED', 'APPROVED', 'REFUSED', 'EXPIRED', 'APPROVED', 'APPROVED', 'APPROVED', 'PENDING'];
const NAMES = ['小明', '阿花', '星星', 'Lucky', '茶友', '跑者', '大宝', 'Anna', '晨曦', '老王'];
/** Mobile number segments of the three carriers (none the seeds' or tests' fixed numbers would meet, checked to 1,000,000). */
const PHONE_SEGMENTS = [
  '130', '131', '132', '133', '134', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '157',
  '158', '159', '166', '173', '175', '176', '177', '178', '180', '181', '182', '183', '184', '185', '186', '187', '188',
  '189', '191', '198', '199',
];

const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);

/**
 * Adds `count` users by one bulk SQL statement (a few banned or deleted, registered over the last year), then ANALYZE:
 * the administrator lists' plan tests at a realistic size (decision 032). Their phones spread over the carriers'
 * segments and the eight digits after them (i × 48271 mod 10⁸: distinct for every i): numbers sharing a long prefix
 * would make every piece of a phone search a piece of every user, as no real user base has them.
 */
export async function insertBulkUsers(db: Db, count: number, now: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, users_no, phone, name, gender, banned, ban_reason, deleted_at, created_at)
    select 'BULKU' || lpad(i::text, 9, '0'), 'BN' || lpad(i::text, 9, '0'), case when i = 1 then ${HEAVY_BUYER_PHONE}
        else (${words(PHONE_SEGMENTS)})[1 + i * 31 % ${PHONE_SEGMENTS.length}] || lpad((i::bigint * 48271 % 100000000)::text, 8, '0') end,
      (${words(NAMES)})[1 + i % ${NAMES.length}] || (i % 9973)::text, i % 3,
      i % 97 = 0, case when i % 97 = 0 then '违规' else '' end, case when i % 211 = 0 then ${now}::bigint - i else null end,
      ${now}::bigint - i::bigint * 300000
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`vacuum analyze users`);
}

/**
 * Adds `count` orders of the bulk users (one in HEAVY_SHARE the heavy buyer's) over the seeded shops, by one
 * statement, and `withdrawals` withdrawal requests (one in eight pending), then ANALYZE. Run after insertBulkUsers.
 */
export async function insertBulkOrders(db: Db, count: number, users: number, withdrawals: number, now: number): Promise<void> {
  await db.execute(sql`
    with shop_ids as (select array_agg(id order by id) as ids from shops)
    insert into orders (id, checkout_id, user_id, shop_id, status, goods_total, express_fee, total, address, pay_deadline,
      created_at, paid_at, updated_at)
    select 'BULKO' || lpad(i::text, 10, '0'), 'BULKC' || lpad(i::text, 10, '0'),
      case when i % ${HEAVY_SHARE} = 0 then ${HEAVY_BUYER_ID} else 'BULKU' || lpad((1 + (i::bigint * 7919) % ${users})::text, 9, '0') end,
      s.ids[1 + i % array_length(s.ids, 1)],
      case when (i / 3) % ${ORDER_STATUSES.length} = 0 and i > ${RECENT_UNPAID} then 'CANCELLED' else (${words(ORDER_STATUSES)})[1 + (i / 3) % ${ORDER_STATUSES.length}] end,
      1000 + i % 9000, 0, 1000 + i % 9000, '{"name":"","phone":"","regionName":"","detail":""}'::jsonb,
      ${now}::bigint - i::bigint * 1000 + 1800000, ${now}::bigint - i::bigint * 1000,
      case when (i / 3) % ${ORDER_STATUSES.length} in (1, 2, 3) then ${now}::bigint - i::bigint * 1000 + 60000 else null end,
      ${now}::bigint - i::bigint * 1000
    from generate_series(1, ${count}) as i, shop_ids s`);
  await db.execute(sql`
    insert into withdrawals (id, owner_kind, owner_id, user_id, amount, card_id, bank_name, last4, hold_id, status,
      created_at, expires_at, updated_at)
    select 'BULKW' || lpad(i::text, 9, '0'), 'user', u.id, u.id, 10000 + i % 90000, 'BULKCARD', '中国银行', '0001',
      'BULKHOLD' || i, (${words(WITHDRAW_STATUSES)})[1 + i % ${WITHDRAW_STATUSES.length}],
      ${now}::bigint - i::bigint * 60000, ${now}::bigint - i::bigint * 60000 + 604800000, ${now}::bigint - i::bigint * 60000
    from generate_series(1, ${withdrawals}) as i
      cross join lateral (select 'BULKU' || lpad((1 + i % ${users})::text, 9, '0') as id) as u`);
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze withdrawals`);
}
