import type { ResponseOf } from '../../contract/define-call';
import type { spellGoodsInfo } from '../../contract/kinds/spell';
import { formatDateTime, formatCountdown } from '../../domain/relative-time';
import { useCountdown } from '../../ui/hooks/use-countdown';
import { PriceText } from '../../ui/components/price-text';
import { SPELL_TEXTS as T } from '../../ui/spell-texts';

type Info = ResponseOf<typeof spellGoodsInfo>;

/** The spell price, the open round's seats and time left, the rules and the last draws (docs/decisions/014). */
export function SpellPanel({ info, salePrice }: { info: Info; salePrice: number }) {
  const round = info.round;
  const endsIn = useCountdown(round?.endsAt ?? 0, { format: 'hours' }) ?? formatCountdown(0);
  const size = round?.size ?? info.spellSize;
  const seats = Array.from({ length: size }, (_, i) => round?.seats.find((s) => s.seatNo === i + 1));
  return (
    <>
      <section className="spell-panel" data-testid="spell-panel">
        <div className="spell-panel__price">
          <span>{T.spellPrice}</span>
          <PriceText fen={info.spellPrice} size="large" />
          <span className="spell-panel__sale">{T.salePrice(salePrice)}</span>
        </div>
        <div className="spell-panel__state">
          <span data-testid="spell-seats">{round ? T.seats(round.seatsPaid, round.size) : T.noRound(info.spellSize)}</span>
          {round && <span className="spell-panel__ends">{T.endsIn(endsIn)}</span>}
        </div>
        <h2>{T.seatHolders}</h2>
        <div className="spell-seats">
          {seats.map((seat, i) => (
            <div key={i} className={seat ? 'spell-seat' : 'spell-seat spell-seat--empty'}>
              <div className="spell-seat__dot">{i + 1}</div>
              {seat ? seat.userName : T.emptySeat}
            </div>
          ))}
        </div>
      </section>
      <section className="spell-rules">
        <h2>{T.rulesTitle}</h2>
        <ol>{T.rules(info.spellSize, info.reward).map((rule) => <li key={rule}>{rule}</li>)}</ol>
      </section>
      {info.lastDraws.length > 0 && (
        <section className="spell-draws" data-testid="spell-last-draws">
          <h2>{T.lastDraws}</h2>
          <ul>{info.lastDraws.map((d) => <li key={d.roundId}>{T.drawRow(d.winnerName, d.winnerSeat, d.size)} · {formatDateTime(d.drawnAt)}</li>)}</ul>
        </section>
      )}
    </>
  );
}
