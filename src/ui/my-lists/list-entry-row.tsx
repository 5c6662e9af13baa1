import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import { PriceText } from '../components/price-text';
import { TEXTS } from '../texts';

export interface ListEntryRowProps {
  image: string;
  title: string;
  /** Goods: the price in fen; shops: nothing (fans go in sub). */
  priceFen?: number;
  sub: string;
  note?: string;
  pending?: boolean;
  dimmed?: boolean;
  onOpen(): void;
  action?: ReactNode;
}

/** One collected goods, followed shop or footprint. */
export function ListEntryRow({ image, title, priceFen, sub, note, pending, dimmed, onOpen, action }: ListEntryRowProps) {
  return (
    <div className={`mark-row${dimmed ? ' mark-row--dimmed' : ''}`} data-testid="mark-row">
      <button type="button" className="mark-row__open" onClick={onOpen}>
        <img className="mark-row__img" src={image} alt={title} loading="lazy" />
        <span className="mark-row__body">
          <span className="mark-row__title">{title}</span>
          <span className="mark-row__sub">{sub}</span>
          <span className="mark-row__meta">
            {priceFen !== undefined && <PriceText fen={priceFen} />}
            {note && <span className="mark-row__note">{note}</span>}
            {pending && <Tag color="warning" fill="outline">{TEXTS.myLists.pending}</Tag>}
          </span>
        </span>
      </button>
      {action && <div className="mark-row__action">{action}</div>}
    </div>
  );
}
