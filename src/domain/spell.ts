/**
 * Spell auctions (拼拍, docs/decisions/014): `size` buyers each pay the spell price for a seat; when the last seat
 * is paid the host draws one winner, whose order ships; everyone else is refunded in full plus a small reward.
 * A round that does not fill in SPELL_ROUND_MS from its first paid seat expires and refunds every seat.
 */
export const SPELL_ROUND_MS = 24 * 3_600_000;
/** The reward a seat that does not win earns, in basis points of the spell price (at least 1 fen). */
export const SPELL_REWARD_BP = 100;

export const SPELL_ENTRY_STATUSES = ['UNPAID', 'WAITING', 'WON', 'LOST', 'REFUNDED', 'CANCELLED'] as const;
export type SpellEntryStatus = (typeof SPELL_ENTRY_STATUSES)[number];
export const SPELL_ROUND_STATUSES = ['OPEN', 'DRAWN', 'EXPIRED', 'VOID'] as const;
export type SpellRoundStatus = (typeof SPELL_ROUND_STATUSES)[number];

/** The order list's tabs (user_center/spell_form): all, to pay, waiting for the draw, won, not won or refunded. */
export const SPELL_TABS = ['', 'UNPAID', 'WAITING', 'WON', 'LOST'] as const;
export type SpellTab = (typeof SPELL_TABS)[number];

export function spellRewardOf(price: number): number {
  return Math.max(1, Math.floor((price * SPELL_REWARD_BP) / 10_000));
}

/**
 * The winning seat (1-based) from the draw digest (hex of a SHA-256): its first 48 bits modulo the seat count.
 * Anyone holding the recorded seed, round id and seat list can recompute the digest and this seat.
 */
export function winningSeat(digestHex: string, size: number): number {
  if (!/^[0-9a-f]{12,}$/.test(digestHex) || size < 1) throw new Error('bad draw input');
  return (parseInt(digestHex.slice(0, 12), 16) % size) + 1;
}

/** The text the draw digest is taken over: seed, round and the entries in seat order. */
export function drawMessage(seedHex: string, roundId: string, entryIdsBySeat: readonly string[]): string {
  return `${seedHex}:${roundId}:${entryIdsBySeat.join(',')}`;
}

/** What the list's tab shows for an entry (LOST and REFUNDED share the 未拼中 tab). */
export function spellTabOf(status: SpellEntryStatus): SpellTab {
  if (status === 'REFUNDED') return 'LOST';
  if (status === 'CANCELLED') return '';
  return status;
}
