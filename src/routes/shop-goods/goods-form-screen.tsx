import { useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Input, List, NavBar, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { isInfoKind } from '../../contract/shop-goods-kinds';
import { EMPTY_FIELDS } from '../../sync/goods-drafts';
import type { DraftView } from '../../sync/draft-views';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { confirmDialog, toast } from '../../ui/feedback';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';
import { ClassPicker } from './class-picker';
import { ConflictPanel } from './conflict-panel';
import { DraftStateTag } from './draft-state-tag';
import { checkField, firstFormError, kindInfoErrors, specsError, type TextField } from './form-checks';
import { KindSection } from './kind-section';
import type { FormKind } from './kind-paths';
import { MediaSection } from './media-section';
import { SpecsSection } from './specs-section';
import { useDraftForm } from './use-draft-form';
import './shop-goods.css';

const T = SHOP_GOODS_TEXTS.form;
const K = SHOP_GOODS_TEXTS.kinds;

/** 新建 opens the form on no draft: the first real change writes it (with its kind), so an abandoned form leaves nothing behind. */
function freshDraft(draftId: string, userId: string, kind: FormKind): DraftView {
  return {
    id: '', draftId, userId, mode: 'new', fields: { ...EMPTY_FIELDS, kind }, base: {}, media: [], outboxId: '', updatedAt: 0, state: 'draft', failMsg: '',
  };
}

/**
 * The one goods form (addOrUpdateGoods, add_ip_goods and the art, gold and metaverse add screens): a draft saved as typed;
 * goodsPrice, goodsStockSetting, goodsProSetting, showGoodsImage, showGoodsVideo, goodsDetailImg and the kind's facts as sections.
 * A draft keeps the kind it was started with, whichever screen opens it.
 */
export function GoodsFormScreen({ kind, draftId }: { kind: FormKind; draftId: string }) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const draft = useLiveQuery(sync, 'shopDraft', { userId, draftId });
  const seen = useRef(false);
  if (draft.data) seen.current = true;
  const fresh = !draft.loading && !draft.data && !seen.current ? freshDraft(draftId, userId, kind) : null;
  const form = useDraftForm(sync, draftId, draft.data ?? fresh);
  const categories = useLiveQuery(sync, 'categories', {}).data ?? [];
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [all, setAll] = useState(false);
  const publishing = useRef<'new' | 'edit' | null>(null);
  const d = draft.data ?? fresh;
  const goodsKind = d?.fields.kind ?? kind;
  const kindName = K.names[goodsKind as FormKind] ?? K.names.ordinary;

  // Online, the publish is confirmed in a moment: the confirmed answer removes the draft, and only then is it 已发布.
  useEffect(() => {
    if (!publishing.current || draft.loading) return;
    if (draft.data === null) {
      toast(publishing.current === 'edit' ? T.savedToast : T.publishedToast);
      publishing.current = null;
    } else if (draft.data && (draft.data.state === 'failed' || draft.data.state === 'conflict')) {
      publishing.current = null;
    }
  }, [draft.data, draft.loading]);

  const title = kind === 'ordinary' && goodsKind === 'ordinary'
    ? (d?.mode === 'edit' ? T.editTitle : T.newTitle) : (d?.mode === 'edit' ? K.edit(kindName) : K.add(kindName));
  const back = <NavBar onBack={() => history.back()}>{title}</NavBar>;
  if (draft.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={T.published} /></div>;
  const fields = form.fields;
  const shown = (key: string) => all || touched[key] === true;
  const touch = (key: string) => setTouched((t) => ({ ...t, [key]: true }));
  const error = (name: TextField | 'classId') => (shown(name) ? checkField(name, fields[name]) : '');
  const kindErrors = kindInfoErrors(fields);
  const text = (name: TextField, label: string, mode: 'text' | 'decimal' | 'numeric' = 'text') => (
    <List.Item title={label} description={<span className="goods-form__error">{error(name)}</span>}>
      <Input aria-label={label} value={fields[name]} inputMode={mode} placeholder={name === 'name' ? T.namePlaceholder : ''}
        onChange={(v) => form.set(name, v)} onBlur={() => touch(name)} />
    </List.Item>
  );
  async function publish() {
    // The last keystrokes reach the draft before the publish reads it.
    await form.flush();
    setAll(true);
    const firstError = firstFormError(fields);
    if (firstError) { toast(firstError); return; }
    const result = await sync.changeDraft({ op: 'publish', draftId });
    if (!result.ok) { toast(result.msg); return; }
    if (navigator.onLine) {
      publishing.current = d!.mode;
      toast(T.publishing);
    } else {
      toast(T.queuedHint);
    }
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
        {/* A conflict's reason is the panel below: it is not repeated here. */}
        {d.state === 'conflict' ? null : <span>{d.failMsg || (d.state === 'queued' ? T.queuedHint : d.state === 'uploading' ? T.uploadingHint : T.saved)}</span>}
      </div>
      {d.state === 'conflict' ? <ConflictPanel draft={d} onResolved={() => form.reset({ ...fields })} /> : null}
      <List header={T.name}>
        {text('name', T.name)}
        <List.Item title={T.classId} onClick={() => setPicking(true)} extra={categories.find((c) => c.id === fields.classId)?.classNames ?? (fields.classId || T.chooseClass)}
          description={<span className="goods-form__error">{error('classId')}</span>} arrow />
      </List>
      {isInfoKind(goodsKind) ? (
        <KindSection kind={goodsKind} values={fields.kindInfo} onChange={(v) => form.set('kindInfo', v)} onBlur={(key) => touch(`kind.${key}`)}
          errors={Object.fromEntries(Object.entries(kindErrors).filter(([key]) => shown(`kind.${key}`)))} />
      ) : null}
      <List header={T.goodsPrice}>
        {text('salePrice', T.salePrice, 'decimal')}
        {text('originalPrice', T.originalPrice, 'decimal')}
      </List>
      <List header={T.goodsStockSetting}>{text('stock', T.stock, 'numeric')}</List>
      <SpecsSection specs={fields.specs} error={all || fields.specs.length ? specsError(fields) : ''} onChange={(specs) => form.set('specs', specs)} />
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
        onPick={(id) => { form.set('classId', id); touch('classId'); setPicking(false); }} />
    </div>
  );
}
