import { Button, List, Radio } from 'antd-mobile';
import type { ResponseOf } from '../../contract/define-call';
import { integralPay, integralPayInfo, type IntegralPayInfo } from '../../contract/kinds/integral-order';
import { memberPay, payInfo } from '../../contract/orders/pay';
import { formatFen } from '../../domain/format';
import { CHECKOUT_TEXTS } from '../../ui/checkout-texts';
import { EmptyState } from '../../ui/components/page-state';
import { OrderLine } from '../../ui/components/order-line';
import { PriceText } from '../../ui/components/price-text';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { KIND_BUY_TEXTS } from '../../ui/kind-buy-texts';
import { PATHS } from '../paths';
import type { PayMethod, PayWay } from './pay-way';
import { reportPay } from './report-pay';

const M = CHECKOUT_TEXTS.pay;
const P = KIND_BUY_TEXTS.pay;
type MoneyInfo = ResponseOf<typeof payInfo>;

export interface MoneyWayOptions {
  /** Comma-separated, as the pay host takes them. */
  orderIds: string;
  /** Where a balance payment goes once the host took it (WeChat goes through pay-weixin-transition). */
  onPaid(payNo: string): void;
  /** Nothing left to pay (paid meanwhile): the button that leads on. */
  paidAlready: { label: string; go(): void };
}

/** Money: balance with the pay password, or the WeChat sandbox. Every kind sold for money pays this way. */
export function moneyWay({ orderIds, onPaid, paidAlready }: MoneyWayOptions): PayWay<MoneyInfo> {
  return {
    ready: Boolean(orderIds),
    methods: ['BALANCE', 'WECHAT'],
    read: (api) => api.call(payInfo, { orderIds }),
    deadline: (info) => info.payDeadline,
    hasPayPassword: (info) => info.hasPayPassword,
    due: (info) => <PriceText fen={info.amount} size="large" />,
    source: (info, method, choose) => (
      <Radio.Group value={method} onChange={(v) => choose(v as PayMethod)}>
        <List>
          <List.Item prefix={<Radio value="BALANCE" />} onClick={() => choose('BALANCE')} description={M.balanceLeft(formatFen(info.balance))}>{M.balance}</List.Item>
          <List.Item prefix={<Radio value="WECHAT" />} onClick={() => choose('WECHAT')}>{M.wechat}</List.Item>
        </List>
      </Radio.Group>
    ),
    button: (info) => ({ label: `${M.confirm} ¥${formatFen(info.amount)}` }),
    settled: (info) => info.amount === 0 && (
      <><EmptyState title={M.nothingToPay} /><Button block onClick={paidAlready.go}>{paidAlready.label}</Button></>
    ),
    handOff: ({ navigate }, method) => {
      if (method !== 'WECHAT') return false;
      void navigate({ to: PATHS.payWeixinTransition, search: { orderIds, code: '' } });
      return true;
    },
    async pay({ api, userId }, _info, payPassword) {
      try {
        const result = await api.call(memberPay, { orderIds, payPassword }, { idempotencyKey: newClientId('pay') });
        reportPay(api, userId, result.status, 'BALANCE');
        onPaid(result.payNo);
      } catch (error) {
        reportPay(api, userId, 'FAIL', 'BALANCE');
        throw error;
      }
    },
    texts: { amount: M.amount, deadline: M.deadline, noPassword: M.noPassword, setPassword: M.setPassword, nothingToPay: M.nothingToPay },
  };
}

export interface PointsWayOptions {
  orderId: string;
  onPaid(paid: { points: number; balance: number }): void;
}

/** Points (an integral order): taken from the points account with the pay password; nothing else pays it. */
export function pointsWay({ orderId, onPaid }: PointsWayOptions): PayWay<IntegralPayInfo> {
  return {
    ready: true,
    methods: ['POINTS'],
    read: (api) => api.call(integralPayInfo, { orderId }),
    deadline: (info) => info.payDeadline,
    hasPayPassword: (info) => info.hasPayPassword,
    due: (info) => <strong className="price-text price-text--large" data-testid="points-due">{info.points} 积分</strong>,
    source: (info) => {
      const short = info.balance < info.points;
      return (
        <>
          <OrderLine img={info.goodsImg} name={info.goodsName} num={info.num} />
          <List>
            <List.Item description={short ? P.short(info.points, info.balance) : undefined} extra={<span data-testid="points-left">{P.balance(info.balance)}</span>}>
              {P.account}
            </List.Item>
          </List>
          <p className="kind-play-order__note">{KIND_BUY_TEXTS.playOrder.pointsOnly}</p>
        </>
      );
    },
    button: (info) => ({ label: P.confirm(info.points), disabled: info.balance < info.points }),
    closed: (info, deadlinePassed) => (info.status !== 'UNPAID' || deadlinePassed) && <EmptyState title={info.paid ? P.alreadyPaid : P.closed} />,
    async pay({ api }, _info, payPassword) {
      const result = await api.call(integralPay, { orderId, payPassword }, { idempotencyKey: newClientId('ipay') });
      onPaid({ points: result.points, balance: result.balance });
    },
    texts: { amount: P.amount, deadline: P.deadline, noPassword: P.noPassword, setPassword: P.setPassword },
  };
}
