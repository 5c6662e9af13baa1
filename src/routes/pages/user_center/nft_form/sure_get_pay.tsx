import { createLazyRoute } from '@tanstack/react-router';
import { nftCancelTrade, nftSureGetPay } from '../../../../contract/kinds/collectibles';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { EmptyState } from '../../../../ui/components/page-state';
import { TradeStepScreen } from '../../../collectibles/trade-step-screen';
import { PATHS } from '../../../paths';

/** spec §2 user_center/nft_form/sure_get_pay: the seller confirms the buyer's money arrived (the owner changes) or that it did not. */
function NftSureGetPayScreen() {
  const { tradeId } = Route.useSearch();
  return (
    <TradeStepScreen tradeId={tradeId} title={T.trade.sellTitle} actsIn="PAID"
      facts={(trade) => (
        <>
          <p className="nft-box nft-note">{T.trade.fee(trade.fee)}</p>
          {trade.status === 'AWAITING_PAY' && <EmptyState title={T.trade.waitBuyer} />}
        </>
      )}
      answers={[
        { call: nftCancelTrade, label: T.trade.notReceived, ask: T.trade.notReceivedAsk, done: T.trade.cancelled },
        { call: nftSureGetPay, label: T.trade.sureGetPay, ask: T.trade.sureGetPayAsk, done: T.trade.sureGot },
      ]} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftSureGetPay}` as const)({ component: NftSureGetPayScreen });
