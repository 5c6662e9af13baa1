/** Ours: the spec names price_range pages but not their bands; yuan, the last open-ended. */
export const PRICE_BANDS: readonly { low: string; high: string; hue: number }[] = [
  { low: '0', high: '50', hue: 0 },
  { low: '50', high: '100', hue: 30 },
  { low: '100', high: '300', hue: 200 },
  { low: '300', high: '1000', hue: 260 },
  { low: '1000', high: '5000', hue: 300 },
  { low: '5000', high: '', hue: 45 },
];

/** An open-ended band still needs a highest price (spec §5): the largest the host accepts. */
export const OPEN_BAND_HIGHEST = '10000000';
