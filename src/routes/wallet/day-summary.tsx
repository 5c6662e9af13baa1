import type { ResponseOf } from '../../contract/define-call';
import type { balanceInfoByDay } from '../../contract/wallet/wallet';
import { formatAssetAmount, type Asset } from '../../domain/wallet-rules';
import { WALLET_TEXTS as T } from '../../ui/wallet-texts';

/** The days the summary asks for (the call's default). */
export const SUMMARY_DAYS = 30;
const SHOWN_DAYS = 7;

/** The last 30 days' income and expense of an asset, and the latest days that moved it. */
export function DaySummary({ asset, days }: { asset: Asset; days: ResponseOf<typeof balanceInfoByDay>['days'] }) {
  const income = days.reduce((sum, d) => sum + d.income, 0);
  const expense = days.reduce((sum, d) => sum + d.expense, 0);
  const amount = (v: number) => formatAssetAmount(asset, v);
  return (
    <section className="wallet-card day-summary" data-testid="day-summary">
      <div className="day-summary__total">
        <span>{T.days}</span>
        <span>{T.income} <b className="wallet__in">+{amount(income)}</b></span>
        <span>{T.expense} <b className="wallet__out">-{amount(expense)}</b></span>
      </div>
      {days.slice(0, SHOWN_DAYS).map((d) => (
        <div key={d.date} className="day-summary__day">
          <span>{d.date}</span>
          <span className="wallet__in">+{amount(d.income)}</span>
          <span className="wallet__out">-{amount(d.expense)}</span>
        </div>
      ))}
    </section>
  );
}
