import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import { ApiError } from '../../../../api/api-error';
import { CODES } from '../../../../contract/codes';
import { spellCreateOrder, spellGoodsInfo } from '../../../../contract/spell';
import { expressFeeFor } from '../../../../domain/checkout';
import { OrderLine } from '../../../../ui/components/order-line';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { PriceText } from '../../../../ui/components/price-text';
import { alertDialog, confirmDialog, showError, toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { SPELL_TEXTS } from '../../../../ui/spell-texts';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AddressPopup, ChosenAddress } from '../play_order/choose-popups';
import '../../../spell/spell.css';

const T = SPELL_TEXTS.playOrder;

/** spec §2 function/spell_play_order: one seat of a spell round at the spell price; the order is made online (a seat needs the host). */
function SpellPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const card = useLiveQuery(sync, 'goodsById', { goodsId });
  const spell = useCachedCall(sync, spellGoodsInfo, { goodsId });
  const { addresses } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [remark, setRemark] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [key] = useState(() => newClientId('spell'));
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const goods = card.data;
  const price = spell.data?.spellPrice ?? 0;
  const express = expressFeeFor(price);

  async function submit() {
    if (!address) return toast(T.addressRequired);
    setSubmitting(true);
    try {
      const created = await api.call(spellCreateOrder, { goodsId, addressId: address.addressId, remark: remark.trim() }, { idempotencyKey: key });
      void navigate({ to: PATHS.spellPayCounter, search: { orderId: created.orderId, entryId: created.entryId }, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === CODES.conflict) {
        if (await confirmDialog(error.message, { confirmText: SPELL_TEXTS.myOrders })) void navigate({ to: PATHS.spellForm, search: { tab: '' } });
      } else if (error instanceof ApiError && error.kind === 'business') {
        void alertDialog(T.refused, error.message);
      } else {
        showError(error);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const back = <NavBar onBack={() => history.back()}>{T.title}</NavBar>;
  if (!goods) return <div className="page">{back}{card.loading ? <LoadingState /> : <EmptyState title={SPELL_TEXTS.notCached} />}</div>;
  return (
    <div className="page play-order spell-play-order">
      {back}
      {!online && <OfflineNotice />}
      <ChosenAddress address={address} emptyText={T.noAddress} onOpen={() => setChoosing(true)} />
      <section className="play-order__shop">
        <header className="play-order__shop-name">{goods.shopName}</header>
        <OrderLine img={goods.goodsImg} name={goods.goodsName} price={price} num={1} />
      </section>
      <List>
        <List.Item extra={<PriceText fen={price} />}>{T.seatPrice}</List.Item>
        <List.Item extra={<PriceText fen={express} />} description={T.expressHint}>{T.expressFee}</List.Item>
        <List.Item title={T.remark}>
          <Input placeholder={T.remarkPlaceholder} value={remark} maxLength={100} onChange={setRemark} aria-label={T.remark} />
        </List.Item>
      </List>
      <p className="spell-bar__note">{T.note}</p>
      <footer className="play-order__bar">
        <span><PriceText fen={price + express} size="large" /></span>
        <Button color="primary" loading={submitting} disabled={!online || submitting || !spell.data} onClick={() => void submit()}>
          {online ? T.submit : SPELL_TEXTS.needNetwork}
        </Button>
      </footer>
      <AddressPopup visible={choosing} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setChoosing(false)}
        onChoose={(id) => { setAddressId(id); setChoosing(false); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellPlayOrder}` as const)({ component: SpellPlayOrderScreen });
