// The shell of the group seat's fill-in order; the body is src/routes/checkout/fill-in-order.tsx.
import { useRef } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { groupGoodsInfo, groupInfo, joinGroup, openGroup } from '../../../../contract/kinds/group-buy';
import { expressFeeFor } from '../../../../domain/checkout';
import { PriceText } from '../../../../ui/components/price-text';
import { showError } from '../../../../ui/feedback';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useGoodsCard } from '../../../../ui/hooks/use-goods-card';
import { useOnline } from '../../../../ui/hooks/use-online';
import { FillInOrder, FillInOrderPlaceholder } from '../../../checkout/fill-in-order';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../group-buy/group-buy.css';

interface Seat { goodsId: string; groupId: string; price: number | undefined; leader: string; loading: boolean }

/** 开团: the group price from the goods' group facts. */
function OpenSeat({ goodsId }: { goodsId: string }) {
  const { sync } = useAppContext();
  const facts = useCachedCall(sync, groupGoodsInfo, { goodsId });
  return <GroupPlayOrderBody seat={{ goodsId, groupId: '', price: facts.data?.groupPrice, leader: '', loading: facts.loading }} />;
}

/** 参团: the group's own price (fixed when it was opened) and its leader. */
function JoinSeat({ goodsId, groupId }: { goodsId: string; groupId: string }) {
  const { sync } = useAppContext();
  const group = useCachedCall(sync, groupInfo, { groupId });
  const leader = group.data?.group.members.find((m) => m.leader)?.name ?? '';
  return <GroupPlayOrderBody seat={{ goodsId, groupId, price: group.data?.group.unitPrice, leader, loading: group.loading }} />;
}

function GroupPlayOrderScreen() {
  const { goodsId, groupId } = Route.useSearch();
  if (!goodsId) return <FillInOrderPlaceholder title={G.confirmTitle} loading={false} emptyText={G.notGroupGoods} />;
  return groupId ? <JoinSeat goodsId={goodsId} groupId={groupId} /> : <OpenSeat goodsId={goodsId} />;
}

/**
 * 开团 / 参团: the address and a remark, then the host takes the seat and makes the order at the group price.
 * It needs the network (a seat is decided on the host at once), so it is a direct call, never an outbox entry.
 */
function GroupPlayOrderBody({ seat }: { seat: Seat }) {
  const { goodsId, groupId, price, leader } = seat;
  const { sync, api } = useAppContext();
  const online = useOnline();
  const navigate = useNavigate();
  const goods = useGoodsCard(sync, goodsId).data;
  const key = useRef(newClientId('grp'));
  const joining = Boolean(groupId);
  const fee = price === undefined ? 0 : expressFeeFor(price);
  if (!goods) return <FillInOrderPlaceholder title={G.confirmTitle} loading={seat.loading} emptyText={G.notGroupGoods} />;

  async function submit(addressId: string, remark: string) {
    try {
      const input = { addressId, remark };
      const options = { idempotencyKey: key.current };
      const seat = joining ? await api.call(joinGroup, { ...input, groupId }, options) : await api.call(openGroup, { ...input, goodsId }, options);
      void navigate({ to: PATHS.groupPayCounter, search: { orderId: seat.orderId, groupId: seat.groupId }, replace: true });
    } catch (error) {
      key.current = newClientId('grp');
      showError(error);
    }
  }

  return (
    <FillInOrder config={{
      title: G.confirmTitle,
      banner: !online && <div className="group-rules" role="status">{G.needsNetwork}</div>,
      blocked: online ? undefined : G.needsNetwork,
      delivery: { emptyText: G.noAddress, required: G.noAddress },
      groups: [{
        key: goodsId, header: joining ? G.joiningGroup(leader) : G.openingGroup,
        lines: [{ goodsId, goodsName: goods.goodsName, goodsImg: goods.goodsImg, price, num: 1 }],
        rows: [{ key: 'express', label: G.expressFee, value: fee === 0 ? G.freeExpress : <PriceText fen={fee} /> }],
      }],
      remark: { label: G.remark, placeholder: G.remarkPlaceholder },
      amounts: [],
      notes: <p className="group-rules">{G.payHint}</p>,
      bar: {
        total: <span>{G.total}<PriceText fen={price === undefined ? undefined : price + fee} size="large" /></span>,
        submitText: joining ? G.confirmJoin : G.confirmOpen, disabled: price === undefined,
      },
      submit: ({ addressId, remark }) => submit(addressId, remark),
    }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.groupPlayOrder}` as const)({ component: GroupPlayOrderScreen });
