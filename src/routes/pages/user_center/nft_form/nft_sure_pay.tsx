import { createLazyRoute } from '@tanstack/react-router';
import { nftCancelTrade, nftSurePay } from '../../../../contract/kinds/collectibles';
import { COLLECTIBLE_TEXTS as T } from '../../../../ui/collectible-texts';
import { TradeStepScreen } from '../../../collectibles/trade-step-screen';
import { PATHS } from '../../../paths';

function PayeeImages({ payee }: { payee: { wechat: string; alipay: string } | null }) {
  if (!payee) return null;
  const images = [[T.trade.payeeWechat, payee.wechat], [T.trade.payeeAlipay, payee.alipay]].filter(([, url]) => url);
  return (
    <section className="nft-box" data-testid="nft-payee">
      <h2>{T.trade.payee}</h2>
      {images.length === 0 && <p className="nft-note">{T.trade.noPayee}</p>}
      <div className="nft-payee">
        {images.map(([label, url]) => <figure key={label}><img src={url} alt={label} /><figcaption>{label}</figcaption></figure>)}
      </div>
    </section>
  );
}

/** spec §2 user_center/nft_form/nft_sure_pay: the buyer pays the seller's payee account, then says so. */
function NftSurePayScreen() {
  const { tradeId } = Route.useSearch();
  return (
    <TradeStepScreen tradeId={tradeId} title={T.trade.buyTitle} actsIn="AWAITING_PAY"
      facts={(trade) => (
        <>
          {trade.status === 'AWAITING_PAY' && <p className="nft-box nft-note">{T.trade.payHint}</p>}
          <PayeeImages payee={trade.payee} />
        </>
      )}
      answers={[
        { call: nftCancelTrade, label: T.trade.cancel, ask: T.trade.cancelAsk, done: T.trade.cancelled },
        { call: nftSurePay, label: T.trade.surePay, ask: T.trade.surePayAsk, done: T.trade.surePaid },
      ]} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.nftSurePay}` as const)({ component: NftSurePayScreen });
