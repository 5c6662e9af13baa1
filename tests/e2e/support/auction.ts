import { hostGet } from './host';

/** A buyer's 余额 as the host keeps it: posted, held (a deposit) and available, in fen. */
export async function wallet(token: string) {
  const info = await hostGet<{ assets: { asset: string; posted: number; held: number; available: number }[] }>('/api/balance/balance/balanceinfo', token);
  return info.assets.find((a) => a.asset === 'CNY')!;
}

export interface Lot { lotId: string; currentPrice: number; bidCount: number; endsAt: number; status: string }
export const hostLot = async (lotId: string) => (await hostGet<{ lot: Lot; serverNow: number }>(`/api/wx/auction/lotdetail?lotId=${lotId}`));

/** Waits until the host has a bid count, and answers when it saw it (Date.now()). */
export async function accepted(lotId: string, bidCount: number): Promise<number> {
  for (let i = 0; i < 200; i += 1) {
    if ((await hostLot(lotId)).lot.bidCount >= bidCount) return Date.now();
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`bid ${bidCount} not accepted`);
}
