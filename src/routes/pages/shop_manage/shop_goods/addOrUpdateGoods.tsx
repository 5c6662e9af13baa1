import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Input, List, NavBar, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { goodsFields } from '../../../../contract/shop-goods';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { SHOP_GOODS_TEXTS } from '../../../../ui/shop-goods-texts';
import { PATHS } from '../../../paths';
import { ClassPicker } from '../../../shop-goods/class-picker';
import { ConflictPanel } from '../../../shop-goods/conflict-panel';
import { DraftStateTag } from '../../../shop-goods/draft-state-tag';
import { MediaSection } from '../../../shop-goods/media-section';
import { useDraftForm } from '../../../shop-goods/use-draft-form';
import { useAppContext } from '../../../use-app-context';
import { EMPTY_FIELDS } from '../../../../sync/drafts';
import type { DraftView } from '../../../../sync/draft-views';
import '../../../shop-goods/shop-goods.css';

const T = SHOP_GOODS_TEXTS.form;
type TextField = 'name' | 'salePrice' | 'originalPrice' | 'stock' | 'description';

/** The same rule the host applies (src/contract/shop-goods.ts), with its Chinese message. */
function check(name: TextField | 'classId', value: string): string {
  if (name === 'description' && value.trim() === '') return '';
  const result = goodsFields[name].safeParse(value);
  return result.success ? '' : result.error.issues[0]?.message ?? '';
}

/** 新建商品 opens the form on no draft: the first real change writes it, so an abandoned form leaves nothing behind. */
function freshDraft(draftId: string, userId: string): DraftView {
  return { id: '', draftId, userId, mode: 'new', fields: EMPTY_FIELDS, base: {}, media: [], outboxId: '', updatedAt: 0, state: 'draft', failMsg: '' };
}

/** addOrUpdateGoods: a draft, saved as typed; goodsPrice, goodsStockSetting, showGoodsImage, showGoodsVideo, goodsDetailImg as sections. */
function AddOrUpdateGoodsScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const { draftId = '' } = Route.useSearch();
  const navigate = useNavigate();
  const draft = useLiveQuery(sync, 'shopDraft', { userId, draftId });
  const seen = useRef(false);
  if (draft.data) seen.current = true;
  const fresh = !draft.loading && !draft.data && !seen.current ? freshDraft(draftId, userId) : null;
  const form = useDraftForm(sync, draftId, draft.data ?? fresh);
  const categories = useLiveQuery(sync, 'categories', {}).data ?? [];
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<TextField | 'classId', boolean>>>({});
  const d = draft.data ?? fresh;
  const back = <NavBar onBack={() => history.back()}>{d?.mode === 'edit' ? T.editTitle : T.newTitle}</NavBar>;
  if (draft.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={T.published} /></div>;
  const fields = form.fields;
  const error = (name: TextField | 'classId') => (touched[name] ? check(name, fields[name]) : '');
  const text = (name: TextField, label: string, mode: 'text' | 'decimal' | 'numeric' = 'text') => (
    <List.Item title={label} description={<span className="goods-form__error">{error(name)}</span>}>
      <Input aria-label={label} value={fields[name]} inputMode={mode} placeholder={name === 'name' ? T.namePlaceholder : ''}
        onChange={(v) => form.set(name, v)} onBlur={() => setTouched((t) => ({ ...t, [name]: true }))} />
    </List.Item>
  );
  async function publish() {
    form.flush();
    setTouched({ name: true, classId: true, salePrice: true, originalPrice: true, stock: true, description: true });
    const firstError = (['name', 'classId', 'salePrice', 'originalPrice', 'stock', 'description'] as const)
      .map((n) => check(n, fields[n])).find(Boolean);
    if (firstError) { toast(firstError); return; }
    const result = await sync.changeDraft({ op: 'publish', draftId });
    toast(result.ok ? T.queuedHint : result.msg);
  }
  async function discard() {
    if (!(await confirmDialog(T.discardConfirm))) return;
    await sync.changeDraft({ op: 'discard', draftId });
    await navigate({ to: PATHS.shopGoodsList });
  }
  return (
    <div className="page goods-form">
      {back}
      <div className="goods-form__status" data-testid="draft-status">
        <DraftStateTag state={d.state} />
        <span>{d.failMsg || (d.state === 'queued' ? T.queuedHint : d.state === 'uploading' ? T.uploadingHint : T.saved)}</span>
      </div>
      {d.state === 'conflict' ? <ConflictPanel draft={d} onResolved={() => form.reset({ ...fields })} /> : null}
      <List header={T.name}>
        {text('name', T.name)}
        <List.Item title={T.classId} onClick={() => setPicking(true)} extra={categories.find((c) => c.id === fields.classId)?.classNames ?? (fields.classId || T.chooseClass)}
          description={<span className="goods-form__error">{error('classId')}</span>} arrow />
      </List>
      <List header={T.goodsPrice}>
        {text('salePrice', T.salePrice, 'decimal')}
        {text('originalPrice', T.originalPrice, 'decimal')}
      </List>
      <List header={T.goodsStockSetting}>{text('stock', T.stock, 'numeric')}</List>
      <List header={T.media}>
        <MediaSection draftId={draftId} media={d.media} slot="img" />
        <MediaSection draftId={draftId} media={d.media} slot="video" />
      </List>
      <List header={T.goodsDetailImg}>
        <List.Item>
          <TextArea aria-label={T.goodsDetailImg} value={fields.description} placeholder={T.detailPlaceholder} autoSize={{ minRows: 3 }} maxLength={2000}
            onChange={(v) => form.set('description', v)} />
        </List.Item>
        {d.mode === 'new' ? (
          <List.Item><Checkbox checked={fields.onShelf} onChange={(v) => form.set('onShelf', v)}>{T.onShelf}</Checkbox></List.Item>
        ) : null}
      </List>
      <div className="page-actions">
        <Button block color="primary" disabled={d.state === 'queued' || d.state === 'conflict'} onClick={() => void publish()}>
          {d.mode === 'edit' ? T.save : T.publish}
        </Button>
        <Button block fill="none" onClick={() => void discard()}>{T.discard}</Button>
      </div>
      <ClassPicker visible={picking} onClose={() => setPicking(false)}
        onPick={(id) => { form.set('classId', id); setTouched((t) => ({ ...t, classId: true })); setPicking(false); }} />
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.addOrUpdateGoods}` as const)({ component: AddOrUpdateGoodsScreen });
