import { useRef, useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar } from 'antd-mobile';
import { groupGoodsInfo, groupInfo, joinGroup, openGroup } from '../../../../contract/group-buy';
import { expressFeeFor } from '../../../../domain/checkout';
import { EmptyState, LoadingState, OfflineNotice } from '../../../../ui/components/page-state';
import { OrderLine } from '../../../../ui/components/order-line';
import { PriceText } from '../../../../ui/components/price-text';
import { showError, toast } from '../../../../ui/feedback';
import { GROUP_BUY_TEXTS as G } from '../../../../ui/group-buy-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useOnline } from '../../../../ui/hooks/use-online';
import { useSession } from '../../../../ui/hooks/use-session';
import { useAddressBook } from '../../../checkout-hooks';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { AddressPopup, ChosenAddress } from '../../function/play_order/choose-popups';
import '../../../group-buy/group-buy.css';

/**
 * 开团 / 参团: the address and a remark, then the host takes the seat and makes the order at the group price.
 * It needs the network (a seat is decided on the host at once), so it is a direct call, never an outbox entry.
 */
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
  if (!goodsId) return <div className="page"><NavBar onBack={() => history.back()}>{G.confirmTitle}</NavBar><EmptyState title={G.notGroupGoods} /></div>;
  return groupId ? <JoinSeat goodsId={goodsId} groupId={groupId} /> : <OpenSeat goodsId={goodsId} />;
}

function GroupPlayOrderBody({ seat }: { seat: Seat }) {
  const { goodsId, groupId, price, leader } = seat;
  const { sync, api, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const online = useOnline();
  const navigate = useNavigate();
  const goods = useLiveQuery(sync, 'goodsById', { goodsId }).data;
  const { addresses } = useAddressBook(sync, userId);
  const [addressId, setAddressId] = useState('');
  const [remark, setRemark] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = useRef(newClientId('grp'));
  const address = addresses.find((a) => a.addressId === addressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0];
  const joining = Boolean(groupId);
  const fee = price === undefined ? 0 : expressFeeFor(price);

  async function submit() {
    if (!online) return toast(G.needsNetwork);
    if (!address) return toast(G.noAddress);
    setBusy(true);
    try {
      const input = { addressId: address.addressId, remark: remark.trim() };
      const options = { idempotencyKey: key.current };
      const seat = joining ? await api.call(joinGroup, { ...input, groupId }, options) : await api.call(openGroup, { ...input, goodsId }, options);
      void navigate({ to: PATHS.groupPayCounter, search: { orderId: seat.orderId, groupId: seat.groupId }, replace: true });
    } catch (error) {
      key.current = newClientId('grp');
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  const back = <NavBar onBack={() => history.back()}>{G.confirmTitle}</NavBar>;
  if (!goods && seat.loading) return <div className="page">{back}<LoadingState /></div>;
  if (!goods) return <div className="page">{back}<EmptyState title={G.notGroupGoods} /></div>;
  return (
    <div className="page play-order">
      {back}
      {!online && <OfflineNotice />}
      {!online && <div className="group-rules" role="status">{G.needsNetwork}</div>}
      <ChosenAddress address={address} emptyText={G.noAddress} onOpen={() => setChoosing(true)} />
      <section className="play-order__shop">
        <header className="play-order__shop-name">{joining ? G.joiningGroup(leader) : G.openingGroup}</header>
        <OrderLine img={goods.goodsImg} name={goods.goodsName} price={price} num={1} />
        <div className="play-order__row"><span>{G.expressFee}</span>{fee === 0 ? G.freeExpress : <PriceText fen={fee} />}</div>
      </section>
      <List>
        <List.Item title={G.remark}>
          <Input placeholder={G.remarkPlaceholder} value={remark} maxLength={100} onChange={setRemark} aria-label={G.remark} />
        </List.Item>
      </List>
      <p className="group-rules">{G.payHint}</p>
      <footer className="play-order__bar">
        <span>{G.total}<PriceText fen={price === undefined ? undefined : price + fee} size="large" /></span>
        <Button color="primary" loading={busy} disabled={busy || price === undefined} onClick={() => void submit()}>
          {joining ? G.confirmJoin : G.confirmOpen}
        </Button>
      </footer>
      <AddressPopup visible={choosing} items={addresses} chosen={address?.addressId ?? ''} onClose={() => setChoosing(false)}
        onChoose={(id) => { setAddressId(id); setChoosing(false); }} onAdd={() => void navigate({ to: PATHS.receiptAddrAdd, search: { addressId: '' } })} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.groupPlayOrder}` as const)({ component: GroupPlayOrderScreen });
