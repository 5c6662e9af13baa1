import type { Page } from 'playwright-core';
import type { UserState } from './model';

async function call<T>(baseUrl: string, token: string, method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-app-flag': 'H5', 'x-users-token': token },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The host's records of the user, read through the API with the user's token. */
export async function readHost(baseUrl: string, token: string): Promise<UserState & { names: { shops: string[]; goods: string[] } }> {
  const page = 'pageNum=1&pageSize=100';
  const [cart, addresses, invoices, follows, collects, orders] = await Promise.all([
    call<{ orderGoodsVoList: { goodsId: string; num: number }[] }[]>(baseUrl, token, 'POST', '/api/buycart_manage/buycart_manage/usersgetbuycartinfo'),
    call<{ addressId: string; name: string; phone: string; detail: string; districtCode: string }[]>(baseUrl, token, 'POST', '/api/memberaddress/memberaddress/getaddress'),
    call<{ invoiceId: string; title: string; invoiceType: string }[]>(baseUrl, token, 'POST', '/api/memberinvoice/memberinvoice/queryinvoice'),
    call<{ list: { shopsId: string; shopName: string }[] }>(baseUrl, token, 'GET', `/api/shopsfocus/shopsfocus/selshopsfocuslist?${page}`),
    call<{ list: { goodsId: string; goodsName: string }[] }>(baseUrl, token, 'GET', `/api/goodscollect/goodscollect/selcollectlist?${page}`),
    call<{ list: { lines: { goodsId: string; num: number }[] }[] }>(baseUrl, token, 'GET', `/api/memberorder/memberorder/userorderlist?status=&${page}`),
  ]);
  return {
    cart: Object.fromEntries(cart.flatMap((g) => g.orderGoodsVoList.map((l) => [l.goodsId, l.num]))),
    addresses: Object.fromEntries(addresses.map((a) => [a.addressId, { name: a.name, phone: a.phone, detail: a.detail, districtCode: a.districtCode }])),
    invoices: Object.fromEntries(invoices.map((i) => [i.invoiceId, { title: i.title, invoiceType: i.invoiceType }])),
    follows: follows.list.map((f) => f.shopsId).sort(),
    collects: collects.list.map((c) => c.goodsId).sort(),
    orders: orders.list.flatMap((o) => o.lines.map((l) => `${l.goodsId}×${l.num}`)).sort(),
    names: { shops: follows.list.map((f) => f.shopName).sort(), goods: collects.list.map((c) => c.goodsName).sort() },
  };
}

export interface Difference {
  kind: 'lost' | 'doubled';
  record: string;
  expected: unknown;
  host: unknown;
}

/** Record for record: what the model of acknowledged changes expects against what the host holds. */
export function compareWithModel(expected: UserState, host: UserState): Difference[] {
  const out: Difference[] = [];
  for (const g of new Set([...Object.keys(expected.cart), ...Object.keys(host.cart)])) {
    const e = expected.cart[g] ?? 0;
    const h = host.cart[g] ?? 0;
    if (e !== h) out.push({ kind: h > e ? 'doubled' : 'lost', record: `cart ${g}`, expected: e, host: h });
  }
  for (const [label, e, h] of [['address', expected.addresses, host.addresses], ['invoice', expected.invoices, host.invoices]] as const) {
    for (const id of new Set([...Object.keys(e), ...Object.keys(h)])) {
      const a = JSON.stringify((e as Record<string, unknown>)[id] ?? null);
      const b = JSON.stringify((h as Record<string, unknown>)[id] ?? null);
      if (a !== b) out.push({ kind: 'lost', record: `${label} ${id}`, expected: JSON.parse(a), host: JSON.parse(b) });
    }
  }
  for (const [label, e, h] of [['follow', expected.follows, host.follows], ['collect', expected.collects, host.collects]] as const) {
    for (const id of new Set([...e, ...h])) {
      if (e.includes(id) !== h.includes(id)) out.push({ kind: 'lost', record: `${label} ${id}`, expected: e.includes(id), host: h.includes(id) });
    }
  }
  const counts = (list: string[]) => list.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const eo = counts(expected.orders);
  const ho = counts(host.orders);
  for (const k of new Set([...eo.keys(), ...ho.keys()])) {
    const e = eo.get(k) ?? 0;
    const h = ho.get(k) ?? 0;
    if (e !== h) out.push({ kind: h > e ? 'doubled' : 'lost', record: `order ${k}`, expected: e, host: h });
  }
  return out;
}

/** What the screens show, read from the DOM, in the host's terms (a screen shows names, not ids). */
export const SCREEN_PATHS: Record<string, string> = {
  cart: '/pages/main/cart/cart',
  addresses: '/pages/user_center/receipt-addr/receipt-addr',
  invoices: '/pages/function/invoice/invoice',
  follows: '/pages/user_center/focus',
  collects: '/pages/user_center/collections',
  orders: '/pages/user_center/order_form/order_form',
};

async function readScreens(page: Page, baseUrl: string): Promise<Record<string, string[]>> {
  const go = async (path: string) => {
    await page.goto(`${baseUrl}/#${path}`);
    await page.locator('.page').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(400);
  };
  const texts = (selector: string) => page.locator(selector).allTextContents();
  await go('/pages/main/cart/cart');
  const cart = await page.locator('[data-testid="cart-line"]').evaluateAll((lines) => lines.map((l) =>
    `${l.getAttribute('data-goods-id')}×${(l.querySelector('[role="spinbutton"]') as HTMLInputElement | null)?.value ?? '?'}`));
  await go('/pages/user_center/receipt-addr/receipt-addr');
  const addresses = await page.locator('[data-testid="address-card"]').evaluateAll((cards) => cards.map((c) =>
    `${c.querySelector('strong')?.textContent ?? ''}|${(c.querySelector('.address-card__text')?.textContent ?? '').split(' ').pop()}`));
  await go('/pages/function/invoice/invoice');
  const invoices = await texts('[data-testid="invoice-card"] strong');
  await go('/pages/user_center/focus');
  const follows = await texts('.mark-row__title');
  await go('/pages/user_center/collections');
  const collects = await texts('.mark-row__title');
  await go('/pages/user_center/order_form/order_form');
  const orders = [String(await page.locator('[data-testid="order-card"]').count())];
  return { cart, addresses, invoices, follows, collects, orders };
}

function hostScreens(host: Awaited<ReturnType<typeof readHost>>): Record<string, string[]> {
  return {
    cart: Object.entries(host.cart).map(([g, n]) => `${g}×${n}`),
    addresses: Object.values(host.addresses).map((a) => `${a.name}|${a.detail}`),
    invoices: Object.values(host.invoices).map((i) => i.title),
    follows: host.names.shops,
    collects: host.names.goods,
    orders: [String(host.orders.length)],
  };
}

/** Screens against the host, each list compared as a sorted list; polled a while, as a screen refreshes when it opens. */
export async function compareScreens(page: Page, baseUrl: string, host: Awaited<ReturnType<typeof readHost>>): Promise<{ screen: string; ui: string[]; host: string[] }[]> {
  const want = hostScreens(host);
  let diff: { screen: string; ui: string[]; host: string[] }[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const ui = await readScreens(page, baseUrl);
    diff = Object.keys(want)
      .map((screen) => ({ screen, ui: [...ui[screen]!].sort(), host: [...want[screen]!].sort() }))
      .filter((d) => JSON.stringify(d.ui) !== JSON.stringify(d.host));
    if (diff.length === 0) return [];
  }
  return diff;
}
