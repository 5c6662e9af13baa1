import { needsOrderer } from '../../../../src/domain/cross-border-tax';
import { maskName } from '../../../../src/domain/format';
import { CHECKOUT_MESSAGES as M } from '../../../../src/domain/messages';
import { maskIdCard } from '../../../../src/domain/wallet-rules';
import { badInput } from '../../../http/app-error';
import { dataSealer } from '../../../security/sealed';

export interface Orderer { realName: string; idCard: string }

export interface SealedOrderer { ordererNameSealed: string; ordererIdSealed: string; ordererMasked: string }

/**
 * The 订购人 an order of 海外直邮 goods must name (decision 037), checked by the contract (name, ID with its check digit)
 * and sealed as real names are; null for an order without global goods (a sent orderer is then dropped, not kept).
 */
export function sealOrderer(kinds: readonly string[], orderer: Orderer | undefined): SealedOrderer | null {
  if (!needsOrderer(kinds)) return null;
  if (!orderer) throw badInput(M.ordererRequired);
  const sealer = dataSealer();
  return {
    ordererNameSealed: sealer.seal(orderer.realName),
    ordererIdSealed: sealer.seal(orderer.idCard),
    ordererMasked: `${maskName(orderer.realName)} ${maskIdCard(orderer.idCard)}`,
  };
}
