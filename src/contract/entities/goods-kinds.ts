import { z } from 'zod';
import { GoodsDetailSchema } from './goods';

/**
 * What each goods kind means to a buyer (spec §1), as the host keeps it in
 * goods.extra. Money is integer fen; times are host milliseconds.
 */
export const GroupInfoSchema = z.object({ groupSize: z.number().int(), groupPrice: z.number().int(), endsAt: z.number() });
export const BidSchema = z.object({ bidder: z.string(), amount: z.number().int(), at: z.number() });
export const AuctionInfoSchema = z.object({
  currentBid: z.number().int(), startPrice: z.number().int(), bidStep: z.number().int(), endsAt: z.number(), bids: z.array(BidSchema),
});
export const BlindboxInfoSchema = z.object({ contents: z.array(z.object({ name: z.string(), odds: z.number() })) });
export const NftInfoSchema = z.object({ edition: z.number().int(), totalEditions: z.number().int(), chain: z.string() });
export const SpellInfoSchema = z.object({ spellSize: z.number().int(), spellPrice: z.number().int() });
export const IntegralInfoSchema = z.object({ points: z.number().int() });
export const GlobalInfoSchema = z.object({ country: z.string(), countryCode: z.string(), dazhouCode: z.string() });
export const ArtInfoSchema = z.object({ artist: z.string(), year: z.number().int(), material: z.string() });
export const GoldInfoSchema = z.object({ weightGrams: z.number(), purity: z.string() });
export const MetaInfoSchema = z.object({ world: z.string(), parcel: z.string() });
export const IpInfoSchema = z.object({ ipName: z.string(), license: z.string() });

export type GroupInfo = z.infer<typeof GroupInfoSchema>;
export type AuctionInfo = z.infer<typeof AuctionInfoSchema>;
export type BlindboxInfo = z.infer<typeof BlindboxInfoSchema>;
export type NftInfo = z.infer<typeof NftInfoSchema>;
export type SpellInfo = z.infer<typeof SpellInfoSchema>;
export type IntegralInfo = z.infer<typeof IntegralInfoSchema>;
export type GlobalInfo = z.infer<typeof GlobalInfoSchema>;
export type ArtInfo = z.infer<typeof ArtInfoSchema>;
export type GoldInfo = z.infer<typeof GoldInfoSchema>;
export type MetaInfo = z.infer<typeof MetaInfoSchema>;
export type IpInfo = z.infer<typeof IpInfoSchema>;

/** A kind's detail: the ordinary detail plus the kind's own facts. */
export function kindDetailSchema<S extends z.ZodType>(info: S) {
  return GoodsDetailSchema.extend({ kindInfo: info });
}
