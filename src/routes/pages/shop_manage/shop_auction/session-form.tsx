import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Form, Input, List } from 'antd-mobile';
import { shopAddAuctionSession, shopAuctionGoods } from '../../../../contract/kinds/auction';
import { formatFen, yuanToFen } from '../../../../domain/format';
import { AUCTION_TEXTS as T } from '../../../../ui/auction-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { useDirectStep } from '../../../use-direct-step';

interface LotInput { start: string; step: string }

/** 开设专场: title, when it starts and how long it lasts (seconds from the host's now), the lots with start price and step. */
export function SessionForm() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const goods = useCachedCall(sync, shopAuctionGoods, {});
  const step = useDirectStep(T.shopNeedsNetwork);
  const [title, setTitle] = useState('');
  const [startIn, setStartIn] = useState('0');
  const [duration, setDuration] = useState('60');
  const [extend, setExtend] = useState('120');
  const [picked, setPicked] = useState<Record<string, LotInput>>({});
  const list = goods.data?.list ?? [];

  function toggle(goodsId: string, salePrice: number, on: boolean) {
    setPicked((p) => {
      const next = { ...p };
      if (on) next[goodsId] = { start: formatFen(salePrice).replace(/,/g, ''), step: '1' };
      else delete next[goodsId];
      return next;
    });
  }
  async function submit() {
    let lots: { goodsId: string; startPrice: number; bidStep: number }[];
    try {
      lots = Object.entries(picked).map(([goodsId, l]) => ({ goodsId, startPrice: yuanToFen(l.start), bidStep: yuanToFen(l.step) }));
    } catch { return toast(T.fillLots); }
    const opened = await step.run(shopAddAuctionSession, {
      title, startInSec: Math.round(Number(startIn) * 60), durationSec: Math.round(Number(duration) * 60), extendSec: Number(extend), lots,
    }, T.sessionOpened);
    if (opened) void navigate({ to: PATHS.auctionIndex });
  }
  return (
    <Form layout="horizontal" footer={<Button block color="danger" loading={step.busy} onClick={() => void submit()}>{T.openSession}</Button>}>
      <Form.Item label={T.sessionTitle}><Input aria-label={T.sessionTitle} placeholder={T.sessionTitlePlaceholder} value={title} onChange={setTitle} maxLength={30} /></Form.Item>
      <Form.Item label={T.startInMin}><Input aria-label={T.startInMin} inputMode="numeric" value={startIn} onChange={setStartIn} /></Form.Item>
      <Form.Item label={T.durationMin}><Input aria-label={T.durationMin} inputMode="numeric" value={duration} onChange={setDuration} /></Form.Item>
      <Form.Item label={T.extendSec}><Input aria-label={T.extendSec} inputMode="numeric" value={extend} onChange={setExtend} /></Form.Item>
      <Form.Header>{T.pickLots}</Form.Header>
      {goods.loading && <LoadingState />}
      {goods.data && list.length === 0 && <EmptyState title={T.noGoods} />}
      <List>
        {list.map((g) => {
          const lot = picked[g.goodsId];
          return (
            <List.Item key={g.goodsId} data-testid="session-goods" prefix={<Checkbox aria-label={g.goodsName} checked={Boolean(lot)} onChange={(on) => toggle(g.goodsId, g.salePrice, on)} />}
              description={lot && (
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  {T.lotStart}<Input aria-label={T.lotStart} inputMode="decimal" value={lot.start} onChange={(v) => setPicked((p) => ({ ...p, [g.goodsId]: { ...lot, start: v } }))} />
                  {T.lotStep}<Input aria-label={T.lotStep} inputMode="decimal" value={lot.step} onChange={(v) => setPicked((p) => ({ ...p, [g.goodsId]: { ...lot, step: v } }))} />
                </span>
              )}>
              {g.goodsName}
            </List.Item>
          );
        })}
      </List>
    </Form>
  );
}
