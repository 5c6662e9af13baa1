import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Input, List, NavBar, Popup } from 'antd-mobile';
import { useState } from 'react';
import { shopSelThemes } from '../../../../contract/shop/themes';
import { BLINDBOX_MAX_ITEMS } from '../../../../domain/blindbox';
import { formatTotal, oddsTotalBp } from '../../../../domain/blindbox-form';
import { EMPTY_BOX_FIELDS } from '../../../../sync/form-drafts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { DraftActions } from '../../../../ui/drafts/draft-actions';
import { DraftStatus } from '../../../../ui/drafts/draft-status';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useDraftForm } from '../../../../ui/hooks/use-draft-form';
import { GoodsPicker } from '../../../../ui/shop_manage/goods-picker';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { useShopGoods } from '../../../shop-goods/use-shop-goods';
import { DraftImages } from '../../../shop-themes/draft-images';
import { FormConflict } from '../../../shop-themes/form-conflict';
import { goBack } from '../../../go-back';

const T = SHOP_THEME_TEXTS.boxes;
const C = SHOP_THEME_TEXTS.common;

/** spec §2 shop_blindboxs/add_blindbox: the box's name, cover, theme and goods; its price and odds on blindbox_price. One draft for all. */
function AddBlindboxScreen() {
  const { draftId = '' } = Route.useSearch();
  const navigate = useNavigate();
  const form = useDraftForm('blindbox', draftId, EMPTY_BOX_FIELDS);
  const { goods } = useShopGoods();
  const themes = useCachedCall(form.sync, shopSelThemes, {});
  const [picking, setPicking] = useState<'goods' | 'theme' | null>(null);
  const d = form.view;
  const back = <NavBar onBack={() => goBack()}>{d?.mode === 'edit' ? T.editTitle : T.newTitle}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={C.missingDraft} /></div>;
  const fields = form.fields;
  const themeList = themes.data?.list ?? [];
  const names = new Map([...goods.map((g) => [g.goodsId, g.name] as const), ...themeList.map((t) => [t.themeId, t.name] as const)]);
  async function publish() {
    if (await form.publish(C)) await navigate({ to: PATHS.blindboxForm, replace: true });
  }
  async function discard() {
    if (await form.discard(C.discardConfirm)) await navigate({ to: PATHS.blindboxForm, replace: true });
  }
  function pickGoods(ids: string[]) {
    if (ids.length > BLINDBOX_MAX_ITEMS) { toast(`盲盒最多包含${BLINDBOX_MAX_ITEMS}件商品`); return; }
    form.set('goodsIds', ids);
    setPicking(null);
  }
  const go = (to: typeof PATHS.blindboxPrice | typeof PATHS.blindboxDetailImgs) => void form.flush().then(() => navigate({ to, search: { draftId } }));
  const detailCount = d.media.filter((m) => m.key !== d.fields.coverKey).length;
  const priced = fields.price ? `${T.price(fields.price)} · ${T.oddsSummary(formatTotal(oddsTotalBp(fields)))}` : T.notPriced;
  return (
    <div className="page goods-form theme-form">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={C} />
      {d.state === 'conflict' ? <FormConflict form="blindbox" draft={d} names={names} onBefore={form.resync}
        onDone={() => void navigate({ to: PATHS.blindboxForm, replace: true })} /> : null}
      <List>
        <List.Item title={T.name}>
          <Input aria-label={T.name} value={fields.name} placeholder={T.namePlaceholder} maxLength={30} onChange={(v) => form.set('name', v)} />
        </List.Item>
        <DraftImages form="blindbox" draftId={draftId} media={d.media} coverKey={d.fields.coverKey} slot="cover" beforeAdd={form.flush} />
        <List.Item title={T.theme} arrow onClick={() => setPicking('theme')} extra={fields.themeId ? names.get(fields.themeId) ?? fields.themeId : T.noTheme} />
        <List.Item title={T.goods} arrow onClick={() => setPicking('goods')} extra={fields.goodsIds.length ? C.goodsCount(fields.goodsIds.length) : C.pickGoods}
          description={<span className="theme-form__goods">{fields.goodsIds.map((id) => names.get(id) ?? id).join('、')}</span>} />
        <List.Item title={T.priceEntry} arrow extra={<span data-testid="price-summary">{priced}</span>} onClick={() => go(PATHS.blindboxPrice)} />
        <List.Item title={C.detailImgs} arrow extra={C.detailCount(detailCount)} onClick={() => go(PATHS.blindboxDetailImgs)} />
      </List>
      <DraftActions state={d.state} mode={d.mode} texts={C} onPublish={() => void publish()} onDiscard={() => void discard()} />
      <Popup visible={picking === 'goods'} onMaskClick={() => setPicking(null)} bodyStyle={{ height: '80vh', overflowY: 'auto' }} destroyOnClose>
        <GoodsPicker goods={goods} multiple initial={fields.goodsIds} onConfirm={pickGoods} />
      </Popup>
      <Popup visible={picking === 'theme'} onMaskClick={() => setPicking(null)} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <List header={T.theme}>
          <List.Item onClick={() => { form.set('themeId', ''); setPicking(null); }}>{T.noTheme}</List.Item>
          {themeList.map((t) => (
            <List.Item key={t.themeId} data-testid="theme-option" onClick={() => { form.set('themeId', t.themeId); setPicking(null); }}>{t.name}</List.Item>
          ))}
        </List>
      </Popup>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addBlindbox}` as const)({ component: AddBlindboxScreen });
