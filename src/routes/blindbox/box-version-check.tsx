import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from '@tanstack/react-router';
import { blindboxOrderList, cancelBlindboxOrder, selBlindboxInfos } from '../../contract/kinds/blindbox';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';
import { showError } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useAppContext } from '../use-app-context';
import { PATHS } from '../paths';
import { OddsTable } from './odds-table';

/** How often the pay step reads the box again: a changed table is shown within seconds, before or after a refused payment. */
const RECHECK_MS = 5_000;

/**
 * On the pay step: the host draws from the version the order was made with and refuses the payment once the shop has
 * changed the table, so the new table is shown here with a way to cancel and buy again at the new odds.
 */
export function BoxVersionCheck({ goodsId, orderId }: { goodsId: string; orderId: string }) {
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const order = useCachedCall(sync, blindboxOrderList, { orderId });
  const boxes = useCachedCall(sync, selBlindboxInfos, { goodsId });
  const { reload } = boxes;
  useEffect(() => {
    const id = setInterval(() => void reload(), RECHECK_MS);
    return () => clearInterval(id);
  }, [reload]);
  const seen = order.data?.list[0]?.version;
  const offer = boxes.data?.list[0];
  if (!offer || seen === undefined) return <p className="bb-pay-hint">{T.payHint}</p>;
  if (offer.version === seen) return <p className="bb-pay-hint">{T.seenVersion(seen)}，{T.payHint}</p>;

  async function cancelAndReview() {
    try {
      await api.call(cancelBlindboxOrder, { orderId }, { idempotencyKey: newClientId('bbcancel') });
      void navigate({ to: PATHS.blindboxDetail, search: { goodsId }, replace: true });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div data-testid="odds-changed">
      <p className="bb-pay-hint bb-pay-hint--warn" role="alert">{T.versionChanged(seen, offer.version)}</p>
      <OddsTable offer={offer} />
      <div className="bb-pay-hint"><Button block onClick={() => void cancelAndReview()}>{T.cancelAndReview}</Button></div>
    </div>
  );
}
