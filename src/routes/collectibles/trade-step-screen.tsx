import type { ReactNode } from 'react';
import { Button, NavBar } from 'antd-mobile';
import { nftSurePay, nftTradeDetail, type Trade } from '../../contract/kinds/collectibles';
import type { ResponseOf } from '../../contract/define-call';
import { COLLECTIBLE_TEXTS as T } from '../../ui/collectible-texts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { confirmDialog } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { DataAge } from '../../ui/wallet/data-age';
import { useAppContext } from '../use-app-context';
import { useReloadOnNotice } from '../use-notice-reload';
import { TradeFacts } from './trade-view';
import { useNftStep } from './use-nft-step';
import './collectibles.css';
import { goBack } from '../go-back';

/** One of a side's two answers on a trade: a step call that takes the trade id (sure pay, sure get pay, cancel). */
export interface TradeAnswer {
  call: typeof nftSurePay;
  label: string;
  ask: string;
  done: string;
}
export type TradeDetail = ResponseOf<typeof nftTradeDetail>;

/**
 * nft_sure_pay and sure_get_pay: the trade's facts as this side sees them, and while the trade waits on this side
 * (`actsIn`) its two answers, each confirmed first and sent straight to the host.
 */
export function TradeStepScreen({ tradeId, title, actsIn, facts, answers }: {
  tradeId: string;
  title: string;
  actsIn: Trade['status'];
  facts: (trade: TradeDetail) => ReactNode;
  answers: [TradeAnswer, TradeAnswer];
}) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, nftTradeDetail, { tradeId });
  // The other side's answer (paid, confirmed, cancelled) arrives as an order notice: the trade is read again then.
  useReloadOnNotice('order', detail.reload);
  const step = useNftStep();
  const trade = detail.data;
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (!trade) return <div className="page">{back}{detail.loading ? <LoadingState /> : <EmptyState title={detail.failure?.msg ?? T.trade.notFound} />}</div>;

  async function answer({ call, ask, done }: TradeAnswer) {
    if (!(await confirmDialog(ask))) return;
    if (await step.run(call, { tradeId }, done)) void detail.reload();
  }

  const [secondary, primary] = answers;
  return (
    <div className="page nft-page">
      {back}
      <DataAge savedAt={detail.savedAt} failed={detail.failure !== null} neverSaved={T.neverSaved} />
      <TradeFacts trade={trade}>{facts(trade)}</TradeFacts>
      {trade.status === actsIn && (
        <div className="nft-actions nft-actions--bar">
          <Button loading={step.busy} disabled={!step.online} onClick={() => void answer(secondary)}>{secondary.label}</Button>
          <Button color="primary" loading={step.busy} disabled={!step.online} onClick={() => void answer(primary)}>{step.online ? primary.label : T.needNetwork}</Button>
        </div>
      )}
    </div>
  );
}
