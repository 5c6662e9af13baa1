import type { ArtInfo, GoldInfo, IpInfo, MetaInfo } from '../../contract/entities/goods-kinds';
import { KIND_DETAIL_CALLS } from '../../contract/catalogue/goods-detail';
import { formatFen } from '../../domain/format';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { KIND_BUY_TEXTS } from '../../ui/kind-buy-texts';
import { useAppContext } from '../use-app-context';
import { goldDayPricePerGram, type BuyKind } from '../../domain/kind-buy';

const F = KIND_BUY_TEXTS.facts;

/** What each kind needs shown on its fill-in order and pay counter (issue 17): gold's weight and day's price, art's certificate, metaverse plot, IP licence. */
export function kindFactRows(kind: BuyKind, info: unknown, salePrice: number): [string, string][] {
  if (!info) return [];
  if (kind === 'gold') {
    const gold = info as GoldInfo;
    return [
      [F.goldWeight, `${gold.weightGrams}克`], [F.goldPurity, gold.purity],
      [F.goldDayPrice, F.goldDayPriceValue(formatFen(goldDayPricePerGram(salePrice, gold.weightGrams)))],
    ];
  }
  if (kind === 'art') {
    const art = info as ArtInfo;
    return [[F.artCertificate, F.artCertificateValue(art.artist, art.year, art.material)]];
  }
  if (kind === 'meta') {
    const meta = info as MetaInfo;
    return [[F.metaPlot, F.metaPlotValue(meta.world, meta.parcel)]];
  }
  if (kind === 'ip') {
    const ip = info as IpInfo;
    return [[F.ipName, ip.ipName], [F.ipLicence, ip.license]];
  }
  return [];
}

/** The kind's facts, read through the kind's detail call (cached, so they show offline once seen). */
export function KindFacts({ kind, goodsId, salePrice }: { kind: BuyKind; goodsId: string; salePrice: number }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, KIND_DETAIL_CALLS[kind], { goodsId });
  const rows = kindFactRows(kind, (detail.data as { kindInfo?: unknown } | null)?.kindInfo, salePrice);
  if (rows.length === 0) return null;
  return (
    <section className="kind-panel kind-facts" data-kind={kind} data-testid="kind-facts">
      <dl className="kind-panel__facts">
        {rows.map(([label, value]) => <div key={label} className="kind-panel__fact"><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
      {kind === 'gold' && <p className="kind-facts__note">{F.goldDayPriceNote}</p>}
    </section>
  );
}
