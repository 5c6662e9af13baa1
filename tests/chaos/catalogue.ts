import type { Catalogue } from './model';

async function data<T>(url: string): Promise<T> {
  const body = (await (await fetch(url)).json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

type Pulled = { goodsId: string; goodsName: string; goodsImg: string; showShopId: string; shopName: string; goodsKind: string; stock: number; onShelf: boolean; goodsSalePrice: number };

/** Ordinary goods with ample stock (orders take one each), their shops, and a few real province/city/district codes. */
export async function loadCatalogue(baseUrl: string): Promise<Catalogue> {
  const pulled = (await data<{ documents: Pulled[] }>(`${baseUrl}/api/sync/goods/pull?limit=2000`)).documents;
  const goods = pulled
    .filter((g) => g.goodsKind === 'ordinary' && g.onShelf && g.stock >= 100)
    // The screens show names, not ids: keep one goods per name.
    .filter((g, i, all) => all.findIndex((o) => o.goodsName === g.goodsName) === i)
    .slice(0, 40)
    .map((g) => ({ goodsId: g.goodsId, goodsName: g.goodsName, goodsImg: g.goodsImg, shopId: g.showShopId, shopName: g.shopName, price: g.goodsSalePrice, stock: g.stock }));
  const shops = [...new Map(goods.map((g) => [g.shopId, { shopsId: g.shopId, shopName: g.shopName }])).values()];
  const region = (parent?: string) => data<{ code: string }[]>(`${baseUrl}/api/location/location/getprovincecity${parent ? `?parentCode=${parent}` : ''}`);
  const regions: Catalogue['regions'] = [];
  for (const province of (await region()).slice(0, 3)) {
    const [city] = await region(province.code);
    const [district] = await region(city!.code);
    regions.push({ provinceCode: province.code, cityCode: city!.code, districtCode: district!.code });
  }
  return { goods, shops, regions };
}
