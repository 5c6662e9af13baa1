import { CONVERSION_NAMES, CONVERSIONS, type Asset, type ConversionName } from '../../domain/wallet-rules';
import { PATHS } from '../paths';

/** Each asset's wallet page and its details page; the balance's wallet is the wallet home. */
export const ASSET_PAGES = {
  CNY: { wallet: PATHS.wallet, details: PATHS.walletDetails },
  SHELF: { wallet: PATHS.shelfTicketWallet, details: PATHS.shelfTicketWalletDetails },
  CIRC: { wallet: PATHS.circulateTicketWallet, details: PATHS.circulateTicketWalletDetails },
  POINT: { wallet: PATHS.integralWallet, details: PATHS.integralWalletDetails },
  DAT: { wallet: PATHS.datWallet, details: PATHS.datWalletDetails },
  DTAP: { wallet: PATHS.dtapWallet, details: PATHS.dtapWalletDetails },
  STAR: { wallet: PATHS.startokenWallet, details: PATHS.startokenWalletDetails },
} as const satisfies Record<Asset, { wallet: string; details: string }>;

/** The counter of each conversion rule. */
export const CONVERSION_PATHS = {
  'startoken-upto-pay': PATHS.startokenUptoPay,
  'startoken-balance-aplay': PATHS.startokenBalanceAplay,
  'transform-balance-pay': PATHS.transformBalancePay,
  'transform-dtap-pay': PATHS.transformDtapPay,
  'shelf-upto-pay': PATHS.shelfUptoPay,
  'circulate-upto-pay': PATHS.circulateUptoPay,
} as const satisfies Record<ConversionName, string>;

/** The conversions that take from or credit an asset, as CONVERSIONS lists them. */
export function conversionsOf(asset: Asset): ConversionName[] {
  return CONVERSION_NAMES.filter((name) => CONVERSIONS[name].from === asset || CONVERSIONS[name].to === asset);
}
