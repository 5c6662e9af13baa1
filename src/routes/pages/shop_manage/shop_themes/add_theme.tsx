import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Input, List, NavBar, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { EMPTY_THEME_FIELDS } from '../../../../sync/form-drafts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { DraftActions } from '../../../../ui/drafts/draft-actions';
import { DraftStatus } from '../../../../ui/drafts/draft-status';
import { useDraftForm } from '../../../../ui/hooks/use-draft-form';
import { GoodsPicker } from '../../../../ui/shop_manage/goods-picker';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { useShopGoods } from '../../../shop-goods/use-shop-goods';
import { DraftImages } from '../../../shop-themes/draft-images';
import { FormConflict } from '../../../shop-themes/form-conflict';
import { goBack } from '../../../go-back';

const T = SHOP_THEME_TEXTS.themes;
const C = SHOP_THEME_TEXTS.common;

/** spec §2 shop_themes/add_theme: a new theme or a change to one, a draft saved as typed (offline too) and published through the outbox. */
function AddThemeScreen() {
  const { draftId = '' } = Route.useSearch();
  const navigate = useNavigate();
  const form = useDraftForm('theme', draftId, EMPTY_THEME_FIELDS);
  const { goods } = useShopGoods();
  const [picking, setPicking] = useState(false);
  const d = form.view;
  const back = <NavBar onBack={() => goBack()}>{d?.mode === 'edit' ? T.editTitle : T.newTitle}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={C.missingDraft} /></div>;
  const fields = form.fields;
  const names = new Map(goods.map((g) => [g.goodsId, g.name]));
  async function publish() {
    if (await form.publish(C)) await navigate({ to: PATHS.themeForm, replace: true });
  }
  async function discard() {
    if (await form.discard(C.discardConfirm)) await navigate({ to: PATHS.themeForm, replace: true });
  }
  const detailCount = d.media.filter((m) => m.key !== d.fields.coverKey).length;
  return (
    <div className="page goods-form theme-form">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={C} />
      {d.state === 'conflict' ? <FormConflict form="theme" draft={d} names={names} onBefore={form.resync}
        onDone={() => void navigate({ to: PATHS.themeForm, replace: true })} /> : null}
      <List>
        <List.Item title={T.name}>
          <Input aria-label={T.name} value={fields.name} placeholder={T.namePlaceholder} maxLength={30} onChange={(v) => form.set('name', v)} />
        </List.Item>
        <DraftImages form="theme" draftId={draftId} media={d.media} coverKey={d.fields.coverKey} slot="cover" beforeAdd={form.flush} />
        <List.Item title={T.description}>
          <TextArea aria-label={T.description} value={fields.description} placeholder={T.descriptionPlaceholder} autoSize={{ minRows: 3 }} maxLength={500}
            onChange={(v) => form.set('description', v)} />
        </List.Item>
        <List.Item title={C.goods} arrow onClick={() => setPicking(true)} extra={fields.goodsIds.length ? C.goodsCount(fields.goodsIds.length) : C.pickGoods}
          description={<span className="theme-form__goods">{fields.goodsIds.map((id) => names.get(id) ?? id).join('、')}</span>} />
        <List.Item title={C.detailImgs} arrow extra={C.detailCount(detailCount)}
          onClick={() => void form.flush().then(() => navigate({ to: PATHS.themeDetailImgs, search: { draftId } }))} />
      </List>
      <DraftActions state={d.state} mode={d.mode} texts={C} onPublish={() => void publish()} onDiscard={() => void discard()} />
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '80vh', overflowY: 'auto' }} destroyOnClose>
        <GoodsPicker goods={goods} multiple initial={fields.goodsIds} onConfirm={(ids) => { form.set('goodsIds', ids); setPicking(false); }} />
      </Popup>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addTheme}` as const)({ component: AddThemeScreen });
