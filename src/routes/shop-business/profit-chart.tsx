import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProfitDay } from '../../domain/shop-business';
import { SHOP_BUSINESS_TEXTS } from '../../ui/shop-business-texts';

const T = SHOP_BUSINESS_TEXTS.profit;
const HEIGHT = 200;
const PRIMARY = '#AC1E34';

interface FenBarChartProps {
  /** One label per bar, as the host gave it (a China date or month), whatever the device's time zone. */
  labels: readonly string[];
  /** One amount per bar, in fen (shown in yuan). */
  fen: readonly number[];
  /** The series' and the chart's accessible name. */
  name: string;
  testId?: string;
}

/**
 * Amounts per period as bars (uPlot, ~50 kB: loaded with the chunks of the screens that draw it only, decision 008).
 * x is the bar's index so the labels are the host's, not the device's.
 */
export function FenBarChart({ labels, fen, name, testId = 'profit-chart' }: FenBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const data: uPlot.AlignedData = [fen.map((_, i) => i), fen.map((v) => v / 100)];
    const chart = new uPlot({
      width: el.clientWidth || 320,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: [-0.5, fen.length - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        { values: (_u, splits) => splits.map((i) => labels[i] ?? ''), space: 48, size: 28, font: '11px sans-serif' },
        { size: 48, font: '11px sans-serif', values: (_u, splits) => splits.map((v) => (v >= 10_000 ? `${(v / 10_000).toFixed(1)}万` : String(v))) },
      ],
      series: [
        {},
        { label: name, stroke: PRIMARY, fill: `${PRIMARY}CC`, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 24] }), points: { show: false } },
      ],
    }, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth || 320, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, fen, name]);
  return <div ref={box} className="profit-chart" data-testid={testId} role="img" aria-label={name} />;
}

/** The last days' settled income of a shop. */
export function ProfitChart({ days }: { days: readonly ProfitDay[] }) {
  const labels = useMemo(() => days.map((d) => d.date.slice(5)), [days]);
  const fen = useMemo(() => days.map((d) => d.income), [days]);
  return <FenBarChart labels={labels} fen={fen} name={T.chart} />;
}
