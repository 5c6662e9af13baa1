import type { GoodsKind } from '../../contract/entities/goods';
import type {
  ArtInfo, AuctionInfo, BlindboxInfo, GlobalInfo, GoldInfo, GroupInfo, IntegralInfo, IpInfo, MetaInfo, NftInfo, SpellInfo,
} from '../../contract/entities/goods-kinds';
import { formatFen } from '../../domain/format';
import { PriceText } from '../components/price-text';
import { useCountdown } from '../hooks/use-countdown';
import { TEXTS } from '../texts';
import { AuctionPanel } from './auction-panel';

const K = TEXTS.discovery.kind;

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="kind-panel__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="kind-panel__fact"><dt>{label}</dt><dd>{value}</dd></div>
      ))}
    </dl>
  );
}

function GroupPanel({ info }: { info: GroupInfo }) {
  const left = useCountdown(info.endsAt);
  return (
    <Facts rows={[
      [K.groupPrice, <PriceText key="p" fen={info.groupPrice} />],
      [K.groupSize(info.groupSize), ''],
      [K.groupEnds, left ?? K.auctionEnded],
    ]} />
  );
}

function BlindboxPanel({ info }: { info: BlindboxInfo }) {
  return (
    <>
      <h2 className="kind-panel__title">{K.contents}</h2>
      <table className="kind-panel__odds">
        <tbody>
          {info.contents.map((slot) => (
            <tr key={slot.name}><td>{slot.name}</td><td>{`${(slot.odds * 100).toFixed(slot.odds < 0.1 ? 1 : 0)}%`}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const simple: Partial<Record<GoodsKind, (info: never) => [string, React.ReactNode][]>> = {
  nft: (i: NftInfo) => [[K.edition, K.editionOf(i.edition, i.totalEditions)], [K.chain, i.chain]],
  spell: (i: SpellInfo) => [[K.spellPrice, `¥${formatFen(i.spellPrice)}`], [K.spellSize(i.spellSize), '']],
  integral: (i: IntegralInfo) => [[K.pointsLabel, K.points(i.points)]],
  global: (i: GlobalInfo) => [[K.origin, i.country]],
  art: (i: ArtInfo) => [[K.artist, i.artist], [K.year, String(i.year)], [K.material, i.material]],
  gold: (i: GoldInfo) => [[K.weight, K.grams(i.weightGrams)], [K.purity, i.purity]],
  meta: (i: MetaInfo) => [[K.world, i.world], [K.parcel, i.parcel]],
  ip: (i: IpInfo) => [[K.ipName, i.ipName], [K.license, i.license]],
};

/** What the goods' kind means to a buyer (spec §1), from the kind's detail call. */
export function KindPanel({ kind, info }: { kind: GoodsKind; info: unknown }) {
  if (!info) return null;
  let body: React.ReactNode = null;
  if (kind === 'group') body = <GroupPanel info={info as GroupInfo} />;
  else if (kind === 'auction') body = <AuctionPanel info={info as AuctionInfo} />;
  else if (kind === 'blindbox') body = <BlindboxPanel info={info as BlindboxInfo} />;
  else if (simple[kind]) body = <Facts rows={simple[kind](info as never)} />;
  return body ? <section className="kind-panel" data-kind={kind}>{body}</section> : null;
}
