import { NoticeBar } from 'antd-mobile';
import { auctionBlindboxDetail } from '../../../../../contract/kinds/auction';
import { AUCTION_TEXTS as T } from '../../../../../ui/auction-texts';
import { useCachedCall } from '../../../../../ui/hooks/use-cached-call';
import { OddsTable } from '../../../../blindbox/odds-table';
import { useAppContext } from '../../../../use-app-context';
import '../../../../blindbox/blindbox.css';

/** A blind-box lot's odds (blind box auction detail): the version bidders are shown is the one drawn from at payment. */
export function BoxOdds({ lotId }: { lotId: string }) {
  const { sync } = useAppContext();
  const box = useCachedCall(sync, auctionBlindboxDetail, { lotId }).data;
  if (!box) return null;
  return (
    <section className="auction-bids" data-testid="auction-box">
      <h2>{T.boxLotTag} · {box.name}</h2>
      <p className="auction-rules">{T.boxLotNote(box.version)}</p>
      {box.changedSince && <NoticeBar color="alert" content={T.boxLotChanged} />}
      <OddsTable offer={box} />
    </section>
  );
}
