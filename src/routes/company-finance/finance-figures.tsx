import { useEffect, useMemo, useRef, useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { companyFinanceFigures } from '../../contract/company/finance';
import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_SHORT, FINANCE_FIGURES, FINANCE_WINDOW, type FinanceFigure, type FinancePeriod } from '../../domain/company-finance';
import { formatFen } from '../../domain/format';
import { COMPANY_FINANCE_TEXTS } from '../../ui/company-finance-texts';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { FenBarChart } from '../shop-business/profit-chart';
import { useAppContext } from '../use-app-context';
import { AdminScreenState } from './admin-screen-state';

const T = COMPANY_FINANCE_TEXTS.finance;

/**
 * The platform's money by day or by month (every figure a sum of ledger entries, host-side): totals of the window,
 * one figure as a chart (uPlot, in this screen's chunk only), and the periods that had movements.
 */
export function FinanceFigures({ refreshes }: { refreshes: number }) {
  const { sync } = useAppContext();
  const [period, setPeriod] = useState<FinancePeriod>('day');
  const [figure, setFigure] = useState<FinanceFigure>('revenue');
  const figures = useCachedCall(sync, companyFinanceFigures, { period, count: FINANCE_WINDOW[period] });
  const seen = useRef(refreshes);
  useEffect(() => {
    // The screen's pull-down refresh (spec §2 company_manage) asks again; the first render's fetch is the hook's own.
    if (seen.current === refreshes) return;
    seen.current = refreshes;
    void figures.reload();
  }, [refreshes, figures]);
  const data = figures.data;
  const labels = useMemo(() => data?.rows.map((r) => (data.period === 'day' ? r.date.slice(5) : r.date)) ?? [], [data]);
  const fen = useMemo(() => data?.rows.map((r) => r[figure]) ?? [], [data, figure]);
  const moved = data?.rows.filter((r) => FINANCE_FIGURE_KEYS.some((k) => r[k] !== 0)).reverse() ?? [];

  return (
    <section data-testid="finance-figures">
      <CapsuleTabs activeKey={period} onChange={(key) => setPeriod(key as FinancePeriod)}>
        <CapsuleTabs.Tab key="day" title={T.byDay} />
        <CapsuleTabs.Tab key="month" title={T.byMonth} />
      </CapsuleTabs>
      <AdminScreenState hasData={data !== null} loading={figures.loading} failure={figures.failure} savedAt={figures.savedAt} />
      {data && (
        <>
          <div className="company-finance__figures">
            {FINANCE_FIGURE_KEYS.map((key) => (
              <button type="button" key={key} className="company-finance__figure" data-testid={`figure-${key}`} aria-pressed={figure === key}
                onClick={() => setFigure(key)}>
                {FINANCE_FIGURES[key]}<strong>¥{formatFen(data.totals[key])}</strong>
              </button>
            ))}
            <div className="company-finance__figure">{T.unsettled}<strong data-testid="figure-unsettled">¥{formatFen(data.unsettled)}</strong></div>
            <div className="company-finance__figure">{T.revenueBalance}<strong>¥{formatFen(data.revenueBalance)}</strong></div>
          </div>
          <div className="company-finance__card">
            <h3>{T.chart(FINANCE_FIGURES[figure])}</h3>
            <FenBarChart labels={labels} fen={fen} name={T.chart(FINANCE_FIGURES[figure])} testId="finance-chart" />
          </div>
          {moved.length > 0 && (
            <div className="company-finance__card company-finance__scroll">
              <table className="company-finance__table">
                <thead><tr><th>{data.period === 'day' ? T.date : T.month}</th>{FINANCE_FIGURE_KEYS.map((k) => <th key={k} title={FINANCE_FIGURES[k]}>{FINANCE_FIGURE_SHORT[k]}</th>)}</tr></thead>
                <tbody>
                  {moved.map((r) => (
                    <tr key={r.date} data-testid="finance-row-period"><td>{data.period === 'day' ? r.date.slice(5) : r.date}</td>{FINANCE_FIGURE_KEYS.map((k) => <td key={k}>{formatFen(r[k])}</td>)}</tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
