import { useNavigate } from '@tanstack/react-router';
import { Checkbox, Input, List, NavBar, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { isInfoKind } from '../../contract/shop/goods-kinds';
import { classPathOf } from '../../domain/goods-class';
import { EMPTY_FIELDS } from '../../sync/goods-drafts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { DraftActions } from '../../ui/drafts/draft-actions';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { toast } from '../../ui/feedback';
import { useDraftForm } from '../../ui/hooks/use-draft-form';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { PATHS } from '../paths';
import { ClassPicker } from './class-picker';
import { checkField, classError, firstFormError, kindInfoErrors, specsError, type TextField } from './form-checks';
import { GoodsConflict } from './goods-conflict';
import { KindSection } from './kind-section';
import type { FormKind } from './kind-paths';
import { MediaSection } from './media-section';
import { SpecsSection } from './specs-section';
import { SkuTableSection } from './sku-table-section';
import { bySpecTable, EMPTY_DRAFT_TABLE, SKU_KINDS, specTableError } from '../../sync/goods-sku-drafts';
import './shop-goods.css';
import { goBack } from '../go-back';
import { BuyShelfTickets } from './buy-shelf-tickets';

const T = SHOP_GOODS_TEXTS.form;
const K = SHOP_GOODS_TEXTS.kinds;

/**
 * The one goods form (addOrUpdateGoods, add_ip_goods and the art, gold and metaverse add screens): a draft saved as typed;
 * goodsPrice, goodsStockSetting, goodsProSetting, showGoodsImage, showGoodsVideo, goodsDetailImg and the kind's facts as sections.
 * A draft keeps the kind it was started with, whichever screen opens it.
 */
export function GoodsFormScreen({ kind, draftId }: { kind: FormKind; draftId: string }) {
  const navigate = useNavigate();
  const form = useDraftForm('goods', draftId, { ...EMPTY_FIELDS, kind }, { kind });
  const { sync, view: d, stored } = form;
  const categories = useLiveQuery(sync, 'categories', {}).data ?? [];
  const [picking, setPicking] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [all, setAll] = useState(false);
  const publishing = useRef<'new' | 'edit' | null>(null);
  const goodsKind = d?.fields.kind ?? kind;
  const kindName = K.names[goodsKind as FormKind] ?? K.names.ordinary;

  // Online, the publish is confirmed in a moment: the confirmed answer removes the draft, and only then is it 已发布.
  useEffect(() => {
    if (!publishing.current || form.loading) return;
    if (stored === null) {
      toast(publishing.current === 'edit' ? T.savedToast : T.publishedToast);
      publishing.current = null;
    } else if (stored && (stored.state === 'failed' || stored.state === 'conflict')) {
      publishing.current = null;
    }
  }, [stored, form.loading]);

  const title = kind === 'ordinary' && goodsKind === 'ordinary'
    ? (d?.mode === 'edit' ? T.editTitle : T.newTitle) : (d?.mode === 'edit' ? K.edit(kindName) : K.add(kindName));
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={T.published} /></div>;
  const fields = form.fields;
  const shown = (key: string) => all || touched[key] === true;
  const touch = (key: string) => setTouched((t) => ({ ...t, [key]: true }));
  const error = (name: TextField) => (shown(name) ? checkField(name, fields[name]) : '');
  const classMessage = classError(fields.classId, categories, d.mode === 'edit' ? d.base.classId : undefined);
  // A class that is not a last level (a draft kept from before issue 33) is said at once, before photos are waited for.
  const classShown = shown('classId') || (fields.classId !== '' && classMessage !== '') ? classMessage : '';
  const classPath = classPathOf(categories, fields.classId).map((c) => c.classNames).join(' / ');
  const kindErrors = kindInfoErrors(fields);
  const byTable = bySpecTable(fields);
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
    const firstError = firstFormError(fields, classMessage);
    if (firstError) { toast(firstError); return; }
    const mode = d!.mode;
    if (await form.publish(T) && navigator.onLine) publishing.current = mode;
  }
  async function discard() {
    if (await form.discard(T.discardConfirm)) await navigate({ to: PATHS.shopGoodsList });
  }
  return (
    <div className="page goods-form">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={T} uploadsLeft={d.media.some((m) => m.status === 'waiting')} saving={form.saving} />
      {d.failMsg ? <div className="page-hint"><BuyShelfTickets refusal={d.failMsg} /></div> : null}
      {d.state === 'conflict' ? <GoodsConflict draft={d} onBefore={form.resync} /> : null}
      <List header={T.name}>
        {text('name', T.name)}
        <List.Item title={T.classId} onClick={() => setPicking(true)} extra={classPath || fields.classId || T.chooseClass}
          description={<span className="goods-form__error">{classShown}</span>} arrow />
      </List>
      {isInfoKind(goodsKind) ? (
        <KindSection kind={goodsKind} values={fields.kindInfo} onChange={(v) => form.set('kindInfo', v)} onBlur={(key) => touch(`kind.${key}`)}
          errors={Object.fromEntries(Object.entries(kindErrors).filter(([key]) => shown(`kind.${key}`)))} />
      ) : null}
      {byTable ? <div className="page-hint" data-testid="priced-by-table">{SHOP_GOODS_TEXTS.skus.byTable}</div> : (
        <>
          <List header={T.goodsPrice}>
            {text('salePrice', T.salePrice, 'decimal')}
            {text('originalPrice', T.originalPrice, 'decimal')}
          </List>
          <List header={T.goodsStockSetting}>{text('stock', T.stock, 'numeric')}</List>
        </>
      )}
      {SKU_KINDS.includes(goodsKind) ? (
        <SkuTableSection table={fields.specTable ?? EMPTY_DRAFT_TABLE} error={all ? specTableError(fields) : ''} onChange={(table) => form.set('specTable', table)} />
      ) : null}
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
        <MediaSection draftId={draftId} media={d.media} slot="detail" />
        {d.mode === 'new' ? (
          <List.Item><Checkbox checked={fields.onShelf} onChange={(v) => form.set('onShelf', v)}>{T.onShelf}</Checkbox></List.Item>
        ) : null}
      </List>
      <DraftActions state={d.state} mode={d.mode} texts={T} onPublish={() => void publish()} onDiscard={() => void discard()} />
      <ClassPicker visible={picking} onClose={() => setPicking(false)}
        onPick={(id) => { form.set('classId', id); touch('classId'); setPicking(false); }} />
    </div>
  );
}
