// The reads `npm run bench -- --scale` times at each catalogue size (issue 30 §3), each sent over HTTP as a screen
// sends it, one at a time, so a figure is the request's own time on an idle host.
import { passwordLogin } from '../../src/contract/account/users';
import { classGoodsList } from '../../src/contract/catalogue/goods-list';
import { goodsDetail, homePageInfo } from '../../src/contract/catalogue/goods';
import { searchGoods } from '../../src/contract/catalogue/search';
import { shopGoods } from '../../src/contract/catalogue/shops';
import { companyGoodsList } from '../../src/contract/company/goods';
import { companyUsers } from '../../src/contract/company/users';
import type { CallDef } from '../../src/contract/define-call';
import { orderList } from '../../src/contract/orders/order';
import { companyWithdrawList } from '../../src/contract/wallet/withdraw';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { BENCH_PASSWORD } from '../users';
import { HEAVY_BUYER_PHONE } from '../../server/test-support/bulk-users-orders';
import type { ReadTargets, ScaleSize } from './scale-data';

type Caller = 'visitor' | 'buyer' | 'admin';
export interface ScaleRead {
  name: string;
  call: CallDef;
  /** The i-th request's input: reads that name one row take a different row each time. */
  input: (i: number) => Record<string, unknown>;
  as: Caller;
}

const search = (name: string, keyword: string, sort: Record<string, string> = {}): ScaleRead =>
  ({ name: `search ${name}`, call: searchGoods, input: (i) => ({ keyword, pageNum: 1 + (i % 3), pageSize: 20, ...sort }), as: 'visitor' });
const category = (name: string, leafClassId: string, sort: Record<string, string>): ScaleRead =>
  ({ name: `category list ${name}`, call: classGoodsList, input: (i) => ({ classId: leafClassId, pageNum: 1 + (i % 3), pageSize: 20, ...sort }), as: 'visitor' });
/** A bulk goods' id (bulk-goods.ts), spread over the catalogue so the detail reads are not one cached row. */
const bulkGoodsId = (i: number, size: ScaleSize) => `BULK${String(1 + ((i * 7919) % size.goods)).padStart(9, '0')}`;

export function scaleReads(size: ScaleSize, { leafClassId, userPhones }: ReadTargets): ScaleRead[] {
  return [
    search('1 character (茶)', '茶'),
    search('2 characters (手机)', '手机'),
    search('3+ characters (蓝牙耳机)', '蓝牙耳机'),
    search('pinyin (shoujike)', 'shoujike'),
    search('initials (sjk)', 'sjk'),
    search('a miss (没有这种东西)', '没有这种东西'),
    search('2 characters, 价格 ↑ (手机)', '手机', { otherSort: '02', priceSort: '01' }),
    search('pinyin, 销量 (shoujike)', 'shoujike', { otherSort: '01' }),
    { name: 'home', call: homePageInfo, input: (i) => ({ pageNum: 1 + (i % 3), pageSize: 10 }), as: 'visitor' },
    category('综合', leafClassId, { otherSort: '00' }),
    category('销量', leafClassId, { otherSort: '01' }),
    category('价格 ↑', leafClassId, { otherSort: '02', priceSort: '01' }),
    category('价格 ↓', leafClassId, { otherSort: '02', priceSort: '00' }),
    { name: 'goods detail', call: goodsDetail, input: (i) => ({ goodsId: bulkGoodsId(i, size) }), as: 'visitor' },
    { name: 'shop page 综合', call: shopGoods, input: (i) => ({ shopsId: 'S0001', otherSort: '00', pageNum: 1 + (i % 3) }), as: 'visitor' },
    { name: 'shop page 销量', call: shopGoods, input: (i) => ({ shopsId: 'S0001', otherSort: '01', pageNum: 1 + (i % 3) }), as: 'visitor' },
    { name: 'heavy buyer orders', call: orderList, input: (i) => ({ pageNum: 1 + (i % 3) }), as: 'buyer' },
    { name: 'admin user search (phone)', call: companyUsers, input: (i) => ({ keyword: userPhones[i % userPhones.length] }), as: 'admin' },
    { name: 'admin user search (name)', call: companyUsers, input: () => ({ keyword: '茶友' }), as: 'admin' },
    { name: 'admin users', call: companyUsers, input: (i) => ({ pageNum: 1 + (i % 3) }), as: 'admin' },
    { name: 'admin goods', call: companyGoodsList, input: (i) => ({ pageNum: 1 + (i % 3) }), as: 'admin' },
    { name: 'admin withdrawals', call: companyWithdrawList, input: (i) => ({ pageNum: 1 + (i % 3) }), as: 'admin' },
  ];
}

export type Clients = Record<Caller, ApiClient>;

export async function scaleClients(origin: string): Promise<Clients> {
  const client = (userToken: string) => createApiClient({ origin, getCredentials: () => ({ userToken, shopToken: '' }) });
  const visitor = client('');
  const login = async (account: string, password: string) => (await visitor.call(passwordLogin, { account, password })).loginToken;
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'company')!;
  return { visitor, buyer: client(await login(HEAVY_BUYER_PHONE, BENCH_PASSWORD)), admin: client(await login(admin.phone, admin.password)) };
}

const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 60);
/** Each read's requests go in this many turns, the sizes taking turns (run-scale.ts). */
export const TURNS = 3;
const WARM_UP = 5;

/** A few requests of the read to warm the host's caches and connections. */
export async function warmRead(read: ScaleRead, clients: Clients): Promise<void> {
  for (let i = 0; i < WARM_UP; i++) await clients[read.as].call(read.call, read.input(i) as never);
}

/** The times in ms of one turn's share of the read's REQUESTS, sent one at a time. */
export async function timeTurn(read: ScaleRead, clients: Clients, turn: number): Promise<number[]> {
  const client = clients[read.as];
  const share = Math.ceil(REQUESTS / TURNS);
  const times: number[] = [];
  for (let i = 0; i < share; i++) {
    const start = performance.now();
    await client.call(read.call, read.input(WARM_UP + turn * share + i) as never);
    times.push(performance.now() - start);
  }
  return times;
}

/** p50 and p95 of a read's times, to 0.1 ms. */
export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}
