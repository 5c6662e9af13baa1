/** Member ranks (spec §3 Rank: id, name, logo, rankType): a ladder by growth value, one point per yuan of completed orders. */
export interface RankStep { id: string; name: string; logo: string; rankType: number; minGrowth: number; perks: string[] }

/** Growth value of an amount in fen: whole yuan, never negative. */
export function growthOfFen(fen: number): number {
  return Math.max(0, Math.floor(fen / 100));
}

/** The highest rank whose threshold the growth reaches (the ladder sorted or not); null on an empty ladder. */
export function rankOf<T extends Pick<RankStep, 'minGrowth'>>(ladder: readonly T[], growth: number): T | null {
  const sorted = [...ladder].sort((a, b) => a.minGrowth - b.minGrowth);
  return sorted.filter((r) => growth >= r.minGrowth).at(-1) ?? sorted[0] ?? null;
}

/** The next rank above the current one and the growth still missing, or null at the top. */
export function nextRankOf<T extends Pick<RankStep, 'minGrowth'>>(ladder: readonly T[], growth: number): { rank: T; missing: number } | null {
  const next = [...ladder].sort((a, b) => a.minGrowth - b.minGrowth).find((r) => r.minGrowth > growth);
  return next ? { rank: next, missing: next.minGrowth - growth } : null;
}
