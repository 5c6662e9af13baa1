import { z } from 'zod';

/** The shop as the host's shop-detail call answers it (spec §7 Shop detail). */
export const ShopDetailSchema = z.object({
  shops: z.object({
    shopsId: z.string(),
    shopsNo: z.string(),
    shopsName: z.string(),
    shopLogo: z.string(),
    shopsFocuNums: z.number().int().nullable(),
    location1: z.string().nullable(),
    location2: z.string().nullable(),
    location3: z.string().nullable(),
    locationName: z.string(),
    shopDetailAddress: z.string(),
    shopPhone: z.string(),
  }),
  shopsBasicData: z.record(z.string(), z.unknown()).nullable(),
  rankInfo: z.object({ name: z.string(), logo: z.string() }).nullable(),
  location: z.string().nullable(),
  isZfm: z.number().int(),
  liveItems: z.unknown().nullable(),
  isFocus: z.number().int(),
});
export type ShopDetail = z.infer<typeof ShopDetailSchema>;

/** spec §3 Shop (client copy). */
export const ShopSchema = z.object({
  shopId: z.string(),
  shopNo: z.string(),
  shopName: z.string(),
  shopCover: z.string(),
  shopFans: z.number().int(),
  rankName: z.string(),
  rankImg: z.string(),
  isZfm: z.number().int(),
  locationId: z.string(),
  locationName: z.string(),
  shopDetailAddress: z.string(),
  shopPhone: z.string(),
  liveItem: z.unknown().nullable(),
  isFocus: z.union([z.literal(0), z.literal(1)]),
});
export type Shop = z.infer<typeof ShopSchema>;

/** spec §3 derivations: shopCover from shopLogo, shopFans default 0, deepest location. */
export function toClientShop(detail: ShopDetail): Shop {
  const s = detail.shops;
  return {
    shopId: s.shopsId,
    shopNo: s.shopsNo,
    shopName: s.shopsName,
    shopCover: s.shopLogo,
    shopFans: s.shopsFocuNums ?? 0,
    rankName: detail.rankInfo?.name ?? '',
    rankImg: detail.rankInfo?.logo ?? '',
    isZfm: detail.isZfm,
    locationId: s.location3 || s.location2 || s.location1 || '',
    locationName: s.locationName,
    shopDetailAddress: s.shopDetailAddress,
    shopPhone: s.shopPhone,
    liveItem: detail.liveItems ?? null,
    isFocus: detail.isFocus === 1 ? 1 : 0,
  };
}
