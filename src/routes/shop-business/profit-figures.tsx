import type { ResponseOf } from '../../contract/define-call';
import type { orderProfitNumber } from '../../contract/shop/business';
import { formatFen } from '../../domain/format';
import { SHOP_BUSINESS_TEXTS } from '../../ui/shop-business-texts';

const T = SHOP_BUSINESS_TEXTS.profit;
type Numbers = ResponseOf<typeof orderProfitNumber>;

function Period({ title, figures, testId }: { title: string; figures: Numbers['today']; testId: string }) {
  return (
    <div className="profit-period" data-testid={testId}>
      <div className="profit-period__title">{title}</div>
      <strong className="profit-period__net">¥{formatFen(figures.net)}</strong>
      <div className="profit-period__row"><span>{T.income}</span><span>¥{formatFen(figures.income)}</span></div>
      <div className="profit-period__row"><span>{T.refund}</span><span>{figures.refund > 0 ? '-' : ''}¥{formatFen(figures.refund)}</span></div>
      <div className="profit-period__row"><span>{T.orders}</span><span>{T.ordersUnit(figures.orders)}</span></div>
    </div>
  );
}

/** Today's and this month's income (net of refunds after settlement) and the shop's balance, all in fen from the ledger. */
export function ProfitFigures({ numbers }: { numbers: Numbers }) {
  return (
    <section className="wallet-card profit-figures">
      <div className="profit-figures__periods">
        <Period title={`${T.today}${T.net}`} figures={numbers.today} testId="profit-today" />
        <Period title={`${T.month}${T.net}`} figures={numbers.month} testId="profit-month" />
      </div>
      <div className="profit-figures__balance">{T.balance} <b>¥{formatFen(numbers.balance)}</b></div>
    </section>
  );
}
