// The shell of a spell seat's fill-in order; the body is src/routes/checkout/fill-in-order.tsx.
import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { ApiError } from '../../../../api/api-error';
import { CODES } from '../../../../contract/codes';
import { spellCreateOrder, spellGoodsInfo } from '../../../../contract/kinds/spell';
import { expressFeeFor } from '../../../../domain/checkout';
import { PriceText } from '../../../../ui/components/price-text';
import { alertDialog, confirmDialog, showError } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useGoodsCard } from '../../../../ui/hooks/use-goods-card';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SPELL_TEXTS } from '../../../../ui/spell-texts';
import { FillInOrder, FillInOrderPlaceholder } from '../../../checkout/fill-in-order';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../spell/spell.css';

const T = SPELL_TEXTS.playOrder;

/** spec §2 function/spell_play_order: one seat of a spell round at the spell price; the order is made online (a seat needs the host). */
function SpellPlayOrderScreen() {
  const { goodsId } = Route.useSearch();
  const { sync, api } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const card = useGoodsCard(sync, goodsId);
  const spell = useCachedCall(sync, spellGoodsInfo, { goodsId });
  const [key] = useState(() => newClientId('spell'));
  const goods = card.data;
  if (!goods) return <FillInOrderPlaceholder title={T.title} loading={card.loading} emptyText={SPELL_TEXTS.notCached} />;
  const price = spell.data?.spellPrice ?? 0;
  const express = expressFeeFor(price);

  async function submit(addressId: string, remark: string) {
    try {
      const created = await api.call(spellCreateOrder, { goodsId, addressId, remark }, { idempotencyKey: key });
      void navigate({ to: PATHS.spellPayCounter, search: { orderId: created.orderId, entryId: created.entryId }, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === CODES.conflict) {
        if (await confirmDialog(error.message, { confirmText: SPELL_TEXTS.myOrders })) void navigate({ to: PATHS.spellForm, search: { tab: '' } });
      } else if (error instanceof ApiError && error.kind === 'business') {
        void alertDialog(T.refused, error.message);
      } else {
        showError(error);
      }
    }
  }

  return (
    <FillInOrder config={{
      title: T.title,
      className: 'spell-play-order',
      delivery: { emptyText: T.noAddress, required: T.addressRequired },
      groups: [{ key: goods.showShopId, header: goods.shopName, lines: [{ goodsId, goodsName: goods.goodsName, goodsImg: goods.goodsImg, price, num: 1 }] }],
      remark: { label: T.remark, placeholder: T.remarkPlaceholder },
      amounts: [
        { key: 'seat', label: T.seatPrice, value: <PriceText fen={price} /> },
        { key: 'express', label: T.expressFee, value: <PriceText fen={express} />, description: T.expressHint },
      ],
      notes: <p className="spell-bar__note">{T.note}</p>,
      bar: {
        total: <span><PriceText fen={price + express} size="large" /></span>,
        submitText: online ? T.submit : SPELL_TEXTS.needNetwork, disabled: !online || !spell.data,
      },
      submit: ({ addressId, remark }) => submit(addressId, remark),
    }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellPlayOrder}` as const)({ component: SpellPlayOrderScreen });
