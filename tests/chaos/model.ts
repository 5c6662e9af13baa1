import type { Rng } from './rng';

/** What the runner may touch: ordinary goods with ample stock, their shops, and real region codes. */
export interface Catalogue {
  goods: { goodsId: string; goodsName: string; goodsImg: string; shopId: string; shopName: string; price: number; stock: number }[];
  shops: { shopsId: string; shopName: string }[];
  regions: { provinceCode: string; cityCode: string; districtCode: string }[];
}

export interface AddressRecord { name: string; phone: string; detail: string; districtCode: string }
export interface InvoiceRecord { title: string; invoiceType: string }

/** The user's records as the host should hold them, in a form that compares record for record. */
export interface UserState {
  cart: Record<string, number>;
  addresses: Record<string, AddressRecord>;
  invoices: Record<string, InvoiceRecord>;
  follows: string[];
  collects: string[];
  /** One `goodsId×num` per order created in this run. */
  orders: string[];
}

/**
 * One acknowledged change. `name` is the sync mutation it was sent as, except
 * `cart.plus`: a tap on + in the cart, which the user means as "one more".
 */
export interface Op {
  name: string;
  args: Record<string, unknown>;
  via: 'handle' | 'ui';
}

export function emptyState(): UserState {
  return { cart: {}, addresses: {}, invoices: {}, follows: [], collects: [], orders: [] };
}

export function cloneState(s: UserState): UserState {
  return structuredClone(s);
}

const MAX_NUM = 5;

/** Applies one change as the host does: a change to a record that is not there is refused and changes nothing. */
export function applyOp(s: UserState, op: Op): void {
  const a = op.args;
  const without = (list: string[], id: string) => list.filter((x) => x !== id);
  switch (op.name) {
    case 'cart.add': s.cart[a.goodsId as string] = (s.cart[a.goodsId as string] ?? 0) + (a.num as number); return;
    case 'cart.plus': if (s.cart[a.goodsId as string]) s.cart[a.goodsId as string]! += 1; return;
    case 'cart.update': if (s.cart[a.goodsId as string]) s.cart[a.goodsId as string] = a.num as number; return;
    case 'cart.delete': for (const g of a.goodsIds as string[]) delete s.cart[g]; return;
    case 'address.add': s.addresses[a.addressId as string] = addressRecord(a); return;
    case 'address.update': if (s.addresses[a.addressId as string]) s.addresses[a.addressId as string] = addressRecord(a); return;
    case 'address.delete': delete s.addresses[a.addressId as string]; return;
    case 'invoice.add': s.invoices[a.invoiceId as string] = invoiceRecord(a); return;
    case 'invoice.modify': if (s.invoices[a.invoiceId as string]) s.invoices[a.invoiceId as string] = invoiceRecord(a); return;
    case 'invoice.delete': delete s.invoices[a.invoiceId as string]; return;
    case 'marks.follow': s.follows = [...without(s.follows, a.shopsId as string), a.shopsId as string].sort(); return;
    case 'marks.unfollow': s.follows = without(s.follows, a.shopsId as string); return;
    case 'marks.collect': s.collects = [...without(s.collects, a.goodsId as string), a.goodsId as string].sort(); return;
    case 'marks.uncollect': s.collects = without(s.collects, a.goodsId as string); return;
    case 'order.create': {
      if (!s.addresses[a.addressId as string]) return;
      const [line] = a.lines as { goodsId: string; num: number }[];
      s.orders = [...s.orders, `${line!.goodsId}×${line!.num}`].sort();
      return;
    }
    default: throw new Error(`the model does not know ${op.name}`);
  }
}

export function foldOps(baseline: UserState, ops: Op[]): UserState {
  const s = cloneState(baseline);
  for (const op of ops) applyOp(s, op);
  return s;
}

function addressRecord(a: Record<string, unknown>): AddressRecord {
  return { name: a.name as string, phone: a.phone as string, detail: a.detail as string, districtCode: a.districtCode as string };
}

function invoiceRecord(a: Record<string, unknown>): InvoiceRecord {
  return { title: a.title as string, invoiceType: a.invoiceType as string };
}

/** Picks the next change from what the user's records are now (only changes the host should accept). */
export function nextOp(rng: Rng, s: UserState, catalogue: Catalogue, tag: string, counter: () => number): Op {
  const lines = Object.keys(s.cart);
  const addresses = Object.keys(s.addresses);
  const invoices = Object.keys(s.invoices);
  const choices: [number, () => Op | null][] = [
    [5, () => {
      const g = rng.pick(catalogue.goods).goodsId;
      const num = rng.int(1, 2);
      return (s.cart[g] ?? 0) + num <= MAX_NUM ? handle('cart.add', { goodsId: g, num }) : null;
    }],
    [2, () => {
      const g = rng.pick(catalogue.goods).goodsId;
      return (s.cart[g] ?? 0) + 1 <= MAX_NUM ? { name: 'cart.add', args: { goodsId: g, num: 1 }, via: 'ui' } : null;
    }],
    [2, () => {
      const g = lines.length ? rng.pick(lines) : null;
      return g && s.cart[g]! < MAX_NUM ? { name: 'cart.plus', args: { goodsId: g }, via: 'ui' } : null;
    }],
    [3, () => (lines.length ? handle('cart.update', { goodsId: rng.pick(lines), num: rng.int(1, MAX_NUM) }) : null)],
    [2, () => (lines.length ? handle('cart.delete', { goodsIds: [rng.pick(lines)] }) : null)],
    [3, () => handle('address.add', addressArgs(rng, catalogue, `${tag}a${counter()}`, counter()))],
    [2, () => (addresses.length ? handle('address.update', addressArgs(rng, catalogue, rng.pick(addresses), counter())) : null)],
    [1, () => (addresses.length ? handle('address.delete', { addressId: rng.pick(addresses) }) : null)],
    [2, () => handle('invoice.add', invoiceArgs(`${tag}i${counter()}`, counter()))],
    [1, () => (invoices.length ? handle('invoice.modify', invoiceArgs(rng.pick(invoices), counter())) : null)],
    [1, () => (invoices.length ? handle('invoice.delete', { invoiceId: rng.pick(invoices) }) : null)],
    [2, () => {
      const shop = rng.pick(catalogue.shops).shopsId;
      return handle(s.follows.includes(shop) ? 'marks.unfollow' : 'marks.follow', { shopsId: shop });
    }],
    [2, () => {
      const g = rng.pick(catalogue.goods).goodsId;
      return handle(s.collects.includes(g) ? 'marks.uncollect' : 'marks.collect', { goodsId: g });
    }],
    [1, () => {
      if (!addresses.length) return null;
      const g = rng.pick(catalogue.goods);
      return handle('order.create', {
        source: 'buyNow', lines: [{ goodsId: g.goodsId, num: 1, price: g.price }], addressId: rng.pick(addresses), remark: '',
      });
    }],
  ];
  const total = choices.reduce((n, [w]) => n + w, 0);
  for (;;) {
    let roll = rng.next() * total;
    const [, make] = choices.find(([w]) => (roll -= w) < 0) ?? choices[0]!;
    const op = make();
    if (op) return op;
  }
}

function handle(name: string, args: Record<string, unknown>): Op {
  return { name, args, via: 'handle' };
}

function addressArgs(rng: Rng, catalogue: Catalogue, addressId: string, version: number): Record<string, unknown> {
  const region = rng.pick(catalogue.regions);
  return {
    addressId, name: `收货人${version}`, phone: `139${String(10_000_000 + version).slice(-8)}`, ...region,
    detail: `幸福路${version}号${rng.int(100, 999)}室`, isDefault: false,
  };
}

function invoiceArgs(invoiceId: string, version: number): Record<string, unknown> {
  return { invoiceId, invoiceType: 'E_NORMAL', titleType: 'PERSONAL', title: `个人抬头${version}`, taxNo: '', email: '', isDefault: false };
}
