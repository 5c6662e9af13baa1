import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';

export interface Reconciliation {
  ok: boolean;
  problems: string[];
  transactions: number;
  accounts: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each check names what it found wrong, one line per offending row (at most 20 per check). */
const CHECKS: { name: string; query: SQL }[] = [
  {
    name: '交易分录按资产合计不为零',
    query: sql`select e.txn_id || ' ' || a.asset || ' ' || sum(e.amount) as line from ledger_entries e
      join ledger_accounts a on a.id = e.account_id group by e.txn_id, a.asset having sum(e.amount) <> 0 limit 20`,
  },
  {
    name: '交易少于两条分录',
    query: sql`select t.id as line from ledger_txns t left join ledger_entries e on e.txn_id = t.id
      group by t.id having count(e.id) < 2 limit 20`,
  },
  {
    name: '账户余额与分录合计不符',
    query: sql`select a.owner_kind || ':' || a.owner_id || ':' || a.asset || ' ' || a.posted || ' ≠ ' || coalesce(s.total, 0) as line
      from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
      on s.account_id = a.id where a.posted <> coalesce(s.total, 0) limit 20`,
  },
  {
    name: '账户冻结金额与未完结冻结不符',
    query: sql`select a.owner_kind || ':' || a.owner_id || ':' || a.asset || ' ' || a.held || ' ≠ ' || coalesce(h.total, 0) as line
      from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_holds where status = 'HELD' group by account_id) h
      on h.account_id = a.id where a.held <> coalesce(h.total, 0) limit 20`,
  },
  {
    name: '用户或平台账户可用余额为负',
    query: sql`select owner_kind || ':' || owner_id || ':' || asset || ' ' || (posted - held) as line from ledger_accounts
      where not allow_negative and owner_kind <> 'shop' and posted - held < 0 limit 20`,
  },
  {
    name: '已支付订单的支付分录不符',
    query: sql`select o.id || ' ' || o.total || ' ≠ ' || coalesce(p.paid, 0) as line from orders o left join (
        select t.ref_id, sum(e.amount) as paid from ledger_txns t join ledger_entries e on e.txn_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where t.kind = 'ORDER_PAY' and a.owner_kind = 'platform' and a.owner_id = 'ESCROW' group by t.ref_id
      ) p on p.ref_id = o.id
      where (o.pay_no is not null and o.total <> coalesce(p.paid, 0)) or (o.pay_no is null and p.paid is not null) limit 20`,
  },
  {
    name: '托管账户与未结算订单不符',
    query: sql`select 'ESCROW ' || coalesce(a.posted, 0) || ' ≠ ' || coalesce(o.owed, 0) as line
      from (select sum(total - refunded) as owed from orders where pay_no is not null and settled_at is null) o
      left join ledger_accounts a on a.owner_kind = 'platform' and a.owner_id = 'ESCROW' and a.asset = 'CNY'
      where coalesce(a.posted, 0) <> coalesce(o.owed, 0)`,
  },
  {
    name: '充值到账与支付记录不符',
    query: sql`select p.id || ' ' || p.status as line from payments p
      left join ledger_txns t on t.kind = 'TOP_UP' and t.ref_id = p.id
      where p.purpose = 'TOP_UP' and ((p.status = 'PAID') <> (t.id is not null)) limit 20`,
  },
  {
    name: '提现状态与冻结不符',
    query: sql`select w.id || ' ' || w.status || ' / ' || coalesce(h.status, '无冻结') as line from withdrawals w
      left join ledger_holds h on h.id = w.hold_id
      where coalesce(h.status, '') <> case w.status when 'PENDING' then 'HELD' when 'APPROVED' then 'POSTED' else 'VOIDED' end limit 20`,
  },
];

/**
 * The ledger's reconciliation (issue 11): every transaction balances per asset, every account's posted and held
 * values equal its rows, nothing that must not is below zero, every paid order and top-up has exactly its
 * entries, escrow holds exactly the unsettled orders, and every withdrawal's hold is in its state.
 */
export async function reconcileLedger(db: Db): Promise<Reconciliation> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    for (const row of await rows<{ line: string }>(db, check.query)) problems.push(`${check.name}: ${row.line}`);
  }
  const [counts] = await rows<{ transactions: number; accounts: number }>(db,
    sql`select (select count(*) from ledger_txns)::int as transactions, (select count(*) from ledger_accounts)::int as accounts`);
  return { ok: problems.length === 0, problems, transactions: Number(counts!.transactions), accounts: Number(counts!.accounts) };
}
