import { useNavigate } from '@tanstack/react-router';
import { Button, Popup } from 'antd-mobile';
import type { LiveGoods } from '../../contract/social/live-room';
import { PriceText } from '../../ui/components/price-text';
import { LIVE_ROOM_TEXTS as T } from '../../ui/live-room-texts';
import { PATHS } from '../paths';

/** The goods the streamer shows, over the playing room; buying opens the existing checkout for one piece. */
export function GoodsSheet({ goods, visible, onClose }: { goods: LiveGoods[]; visible: boolean; onClose(): void }) {
  const navigate = useNavigate();
  return (
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
            onClick={() => void navigate({ to: PATHS.playOrder, search: { source: 'buyNow', goodsId: g.goodsId, num: 1 } })}>{T.buy}</Button>
        </div>
      ))}
    </Popup>
  );
}
