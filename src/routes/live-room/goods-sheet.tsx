import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import type { LiveGoods } from '../../contract/social/live-room';
import { PriceText } from '../../ui/components/price-text';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';
import { LiveBuy } from './live-buy';

/** The goods the streamer shows, over the playing room; 去购买 opens the existing checkout (a goods' SKU chosen first, LiveBuy). */
export function GoodsSheet({ goods, visible, onClose }: { goods: LiveGoods[]; visible: boolean; onClose(): void }) {
  const [buying, setBuying] = useState<LiveGoods | null>(null);
  return (
    <>
      <Popup visible={visible} onMaskClick={onClose} bodyClassName="live-sheet" destroyOnClose>
        <h3>{T.goodsTitle}</h3>
        {goods.length === 0 && <p className="live-sheet__empty">{T.noGoods}</p>}
        {goods.map((g) => (
          <div key={g.goodsId} className="live-goods" data-testid="live-goods">
            <img src={g.img} alt="" loading="lazy" />
            <div className="live-goods__body">
              <div className="live-goods__name">{g.name}</div>
              <PriceText fen={g.salePrice} />
            </div>
            <Button size="small" color="danger" disabled={g.stock <= 0}
              onClick={() => setBuying(g)}>{T.buy}</Button>
          </div>
        ))}
      </Popup>
      {buying ? <LiveBuy key={buying.goodsId} goods={buying} onDone={() => setBuying(null)} /> : null}
    </>
  );
}
