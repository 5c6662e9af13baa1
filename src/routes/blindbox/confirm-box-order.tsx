import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../api/api-error';
import { blindboxOffer, selBlindboxInfos } from '../../contract/kinds/blindbox';
import { CODES } from '../../contract/codes';
import { expressFeeFor } from '../../domain/checkout';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';
import { PriceText } from '../../ui/components/price-text';
import { alertDialog, showError } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../ui/hooks/use-online';
import { FillInOrder, FillInOrderPlaceholder } from '../checkout/fill-in-order';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { BlindboxRules, OddsTable } from './odds-table';
import './blindbox.css';

/**
 * The first step of pay-blindbox-counter: the odds again, the address, then the order for the version on show.
 * A changed table is refused by the host; the screen then reads the box again, so the buyer sees the new odds.
 */
export function ConfirmBoxOrder({ goodsId }: { goodsId: string }) {
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const boxes = useCachedCall(sync, selBlindboxInfos, { goodsId });
  const offer = goodsId ? boxes.data?.list[0] : undefined;
  const [key, setKey] = useState(() => newClientId('bbox'));
  if (!offer) return <FillInOrderPlaceholder title={T.confirmTitle} loading={boxes.loading} emptyText={T.notABox} />;
  const express = expressFeeFor(offer.price);

  async function submit(addressId: string) {
    if (!offer) return;
    try {
      const made = await api.call(blindboxOffer, { goodsId, version: offer.version, price: offer.price, addressId, remark: '' }, { idempotencyKey: key });
      void navigate({ to: PATHS.payBlindboxCounter, search: { goodsId, orderId: made.orderId }, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') {
        setKey(newClientId('bbox'));
        // The new odds are read while the message shows, so the table under it is the new version once it closes.
        const changed = error.code === CODES.goodsChanged || error.code === CODES.priceChanged;
        const reading = changed ? boxes.reload() : Promise.resolve();
        await alertDialog(T.refused, error.message);
        await reading;
      } else {
        showError(error);
      }
    }
  }

  return (
    <FillInOrder config={{
      title: T.confirmTitle,
      className: 'blindbox-confirm',
      delivery: { emptyText: T.noAddress, required: T.addressRequired },
      groups: [],
      afterLines: <OddsTable offer={offer} />,
      amounts: [
        { key: 'box', label: T.boxPrice, value: <PriceText fen={offer.price} />, description: T.seenVersion(offer.version) },
        { key: 'express', label: T.expressFee, value: <PriceText fen={express} /> },
      ],
      notes: <BlindboxRules />,
      bar: { total: <span><PriceText fen={offer.price + express} size="large" /></span>, submitText: online ? T.submit : T.needsNetwork, disabled: !online },
      submit: ({ addressId }) => submit(addressId),
    }} />
  );
}
