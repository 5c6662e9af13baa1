import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { ApiError } from '../../api/api-error';
import { blindboxOffer, selBlindboxInfos } from '../../contract/blindbox';
import { CODES } from '../../contract/codes';
import { expressFeeFor } from '../../domain/checkout';
import { BLINDBOX_TEXTS as T } from '../../ui/blindbox-texts';
import { EmptyState, LoadingState, OfflineNotice } from '../../ui/components/page-state';
import { PriceText } from '../../ui/components/price-text';
import { alertDialog, showError, toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useOnline } from '../../ui/hooks/use-online';
import { useSession } from '../../ui/hooks/use-session';
import { useAddressBook } from '../checkout-hooks';
import { AddressPopup, ChosenAddress } from '../pages/function/play_order/choose-popups';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { BlindboxRules, OddsTable } from './odds-table';
import './blindbox.css';

/**
 * The first step of pay-blindbox-counter: the odds again, the address, then the order for the version on show.
 * A changed table is refused by the host; the screen then reads the box again, so the buyer sees the new odds.
 */
export function ConfirmBoxOrder({ goodsId }: { goodsId: string }) {
  const { sync, api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const boxes = useCachedCall(sync, selBlindboxInfos, { goodsId });
  const offer = goodsId ? boxes.data?.list[0] : undefined;
  const { addresses } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [key, setKey] = useState(() => newClientId('bbox'));
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];

  async function submit() {
    if (!offer) return;
    if (!address) return toast(T.addressRequired);
    setSubmitting(true);
    try {
      const made = await api.call(blindboxOffer, { goodsId, version: offer.version, price: offer.price, addressId: address.addressId, remark: '' }, { idempotencyKey: key });
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
    } finally {
      setSubmitting(false);
    }
  }

  const back = <NavBar onBack={() => history.back()}>{T.confirmTitle}</NavBar>;
  if (!offer) return <div className="page">{back}{boxes.loading ? <LoadingState /> : <EmptyState title={T.notABox} />}</div>;
  const express = expressFeeFor(offer.price);
  return (
    <div className="page play-order blindbox-confirm">
      {back}
      {!online && <OfflineNotice />}
      <ChosenAddress address={address} emptyText={T.noAddress} onOpen={() => setChoosing(true)} />
      <OddsTable offer={offer} />
      <List>
        <List.Item extra={<PriceText fen={offer.price} />} description={T.seenVersion(offer.version)}>{T.boxPrice}</List.Item>
        <List.Item extra={<PriceText fen={express} />}>{T.expressFee}</List.Item>
      </List>
      <BlindboxRules />
      <footer className="bb-bar">
        <span><PriceText fen={offer.price + express} size="large" /></span>
        <Button color="primary" loading={submitting} disabled={!online || submitting} onClick={() => void submit()}>
          {online ? T.submit : T.needsNetwork}
        </Button>
      </footer>
      <AddressPopup visible={choosing} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setChoosing(false)}
        onChoose={(id) => { setAddressId(id); setChoosing(false); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
    </div>
  );
}
