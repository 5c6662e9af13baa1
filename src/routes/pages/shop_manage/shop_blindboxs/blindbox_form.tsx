import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { shopBlindbox, type Blindbox } from '../../../../contract/shop/themes';
import { formatFen } from '../../../../domain/format';
import { EmptyState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { ScreenState } from '../../../shop-business/screen-state';
import { newDraftId, useShopGoods } from '../../../shop-goods/use-shop-goods';
import { BoxStockEdit, SellBoxButton } from '../../../shop-themes/box-sale';
import { FormDraftList } from '../../../shop-themes/form-draft-list';
import type { ShopGoodsView } from '../../../../sync/draft-views';
import { useAppContext } from '../../../use-app-context';
import '../../../shop-themes/shop-themes.css';
import { goBack } from '../../../go-back';

const T = SHOP_THEME_TEXTS.boxes;
const C = SHOP_THEME_TEXTS.common;
const thumb = (url: string) => url.replace('/detail.webp', '/list.webp');

/** spec §2 shop_blindboxs/blindbox_form: the shop's blind boxes with their sale state and version; drafts of this device above. */
function BlindboxFormScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const boxes = useCachedCall(sync, shopBlindbox, {});
  const drafts = useLiveQuery(sync, 'blindboxDrafts', { userId }).data ?? [];
  const shelving = useLiveQuery(sync, 'blindboxShelving', { userId }).data ?? [];
  const shopGoods = useShopGoods();
  async function edit(box: Blindbox) {
    const result = await sync.changeDraft({ op: 'editBox', box });
    if (!result.ok) { toast(result.msg); return; }
    await navigate({ to: PATHS.addBlindbox, search: { draftId: result.draftId } });
  }
  // A sold box is shelved as its goods is (shopGoods.shelf); its state shows from the shop's goods on the device.
  async function shelf(goods: ShopGoodsView) {
    const result = await sync.mutate('shopGoods.shelf', { goodsId: goods.goodsId, onShelf: !goods.onShelf }, { name: goods.name });
    if (!result.ok) toast(result.msg);
  }
  const list = boxes.data?.list ?? [];
  const goodsById = new Map(shopGoods.goods.map((g) => [g.goodsId, g]));
  const unseen = list.filter((b) => b.goodsId && !goodsById.has(b.goodsId)).map((b) => b.goodsId).join(',');
  // A box just sold: its goods reaches the device with the next pull of the shop's goods.
  useEffect(() => { if (unseen) void sync.refresh({ kind: 'shopGoods' }); }, [sync, unseen]);
  return (
    <div className="page theme-list">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={boxes.data !== null} loading={boxes.loading} failure={boxes.failure} savedAt={boxes.savedAt} />
      <FormDraftList drafts={drafts} testId="box-draft" onOpen={(draftId) => void navigate({ to: PATHS.addBlindbox, search: { draftId } })} />
      {boxes.data && list.length === 0 && drafts.length === 0 && <EmptyState title={T.empty} />}
      {list.length > 0 && (
        <List header={C.published}>
          {list.map((b) => {
            const queued = shelving.filter((s) => s.boxId === b.boxId);
            const goods = b.goodsId ? goodsById.get(b.goodsId) : undefined;
            const pending = queued.find((s) => s.status === 'pending') ?? (goods?.pending ? { onSale: goods.onShelf } : undefined);
            const refused = queued.find((s) => s.status === 'rejected') ?? (goods?.refused ? { msg: goods.refused.msg, id: goods.refused.id } : undefined);
            const onSale = pending ? pending.onSale : goods ? goods.onShelf : b.onSale;
            const stock = goods?.stock ?? b.stock ?? 0;
            return (
              <List.Item key={b.boxId} data-testid="box-row" data-box-id={b.boxId} prefix={<img className="theme-list__img" src={thumb(b.cover)} alt="" />}
                description={(
                  <>
                    <div>{T.price(formatFen(b.price))} · {C.goodsCount(b.items.length)}{b.goodsId ? ` · ${T.stock(stock)}` : ''}</div>
                    {refused ? <div className="theme-list__refused">{refused.msg}</div> : null}
                    <div className="theme-list__actions">
                      {!b.goodsId ? <SellBoxButton box={b} disabled={!!pending} /> : null}
                      {goods ? <Button size="mini" disabled={!!pending} onClick={() => void shelf(goods)}>{onSale ? T.shelfOff : T.shelfOn}</Button> : null}
                      <BoxStockEdit goods={goods} stock={stock} />
                      <Button size="mini" onClick={() => void edit(b)}>{C.edit}</Button>
                      {refused ? <Button size="mini" fill="none" onClick={() => void sync.dismissRejected(refused.id)}>{T.dismiss}</Button> : null}
                    </div>
                  </>
                )}
                extra={(
                  <div>
                    <Tag color={onSale ? 'success' : 'default'} fill="outline" data-testid="box-sale">{pending ? T.shelving : onSale ? T.onSale : b.goodsId ? T.offShelf : T.offSale}</Tag>
                    <div data-testid="box-version">{T.version(b.version)}</div>
                  </div>
                )}>
                {b.name}
              </List.Item>
            );
          })}
        </List>
      )}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.addBlindbox, search: { draftId: newDraftId() } })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.blindboxForm}` as const)({ component: BlindboxFormScreen });
