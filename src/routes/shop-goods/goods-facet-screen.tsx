import { Button, List, NavBar, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { classPathOf } from '../../domain/goods-class';
import { EMPTY_FIELDS } from '../../sync/goods-drafts';
import { EmptyState, LoadingState, OfflineNotice } from '../../ui/components/page-state';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { toast } from '../../ui/feedback';
import { useDraftForm } from '../../ui/hooks/use-draft-form';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useOnline } from '../../ui/hooks/use-online';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { goBack } from '../go-back';
import { ClassPicker } from './class-picker';
import { classError, specsError } from './form-checks';
import { MediaSection } from './media-section';
import { SpecsSection } from './specs-section';
import './shop-goods.css';

const T = SHOP_GOODS_TEXTS.form;
const S = SHOP_GOODS_TEXTS.screens;

/** The goods form's parts that have a screen of their own in the spec (besides goodsPrice and goodsStockSetting). */
export type GoodsFacet = 'pro' | 'class' | 'image' | 'video' | 'detail';

export const FACET_TITLES: Record<GoodsFacet, string> = {
  pro: SHOP_GOODS_TEXTS.specs.title, class: T.classId, image: T.showGoodsImage, video: T.showGoodsVideo, detail: T.goodsDetailImg,
};

/**
 * goodsProSetting, goodsClass, showGoodsImage, showGoodsVideo and goodsDetailImg (issue 31): one part of a goods draft on its own
 * screen, the same draft as the goods form (useDraftForm, the drafts collection), so every change is kept offline; the
 * pictures and video go through the form's one upload path (MediaSection). An edit's change is saved from here, a new
 * goods is published from the form, as goodsPrice and goodsStockSetting do. goodsDetailImg: the detail text and pictures.
 */
export function GoodsFacetScreen({ facet, draftId }: { facet: GoodsFacet; draftId: string }) {
  const form = useDraftForm('goods', draftId, EMPTY_FIELDS);
  const { sync, view: d } = form;
  const online = useOnline();
  const categories = useLiveQuery(sync, 'categories', {});
  const [picking, setPicking] = useState(false);
  const title = FACET_TITLES[facet];
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  // A screen opened without a draft (or after it was published) has nothing to edit: it never starts one.
  if (!draftId || !d || !form.fields || d.id === '') return <div className="page">{back}<EmptyState title={draftId ? T.published : SHOP_GOODS_TEXTS.skus.noDraft} /></div>;
  const fields = form.fields;
  const classes = categories.data ?? [];
  const keptClassId = d.mode === 'edit' ? d.base.classId : undefined;
  const message = facet === 'pro' ? specsError(fields) : facet === 'class' ? classError(fields.classId, classes, keptClassId) : '';

  async function save() {
    await form.flush();
    if (message) return void toast(message);
    if (await form.publish(T)) goBack();
  }

  let body: ReactNode;
  if (facet === 'pro') {
    body = <SpecsSection specs={fields.specs} error={fields.specs.length ? message : ''} onChange={(specs) => form.set('specs', specs)} />;
  } else if (facet === 'class') {
    const path = classPathOf(classes, fields.classId).map((c) => c.classNames).join(' / ');
    body = (
      <List>
        <List.Item onClick={() => setPicking(true)} arrow extra={path || fields.classId || T.chooseClass} data-testid="goods-class-chosen"
          description={<span className="goods-form__error">{fields.classId ? message : ''}</span>}>{T.classId}</List.Item>
        {!classes.length && !categories.loading ? <List.Item data-testid="goods-class-empty">{online ? S.classesReading : S.classesOffline}</List.Item> : null}
      </List>
    );
  } else if (facet === 'detail') {
    body = (
      <List>
        <List.Item title={T.goodsDetailImg}>
          <TextArea aria-label={T.goodsDetailImg} value={fields.description} placeholder={T.detailPlaceholder} autoSize={{ minRows: 6 }} maxLength={2000}
            onChange={(v) => form.set('description', v)} />
        </List.Item>
        <MediaSection draftId={draftId} media={d.media} slot="detail" />
        {d.media.some((m) => m.slot === 'detail') ? null : <List.Item data-testid="goods-media-empty">{S.noDetailImgs}</List.Item>}
      </List>
    );
  } else {
    body = (
      <List>
        <MediaSection draftId={draftId} media={d.media} slot={facet === 'image' ? 'img' : 'video'} />
        {d.media.some((m) => m.slot === (facet === 'image' ? 'img' : 'video')) ? null
          : <List.Item data-testid="goods-media-empty">{facet === 'image' ? S.noImages : S.noVideo}</List.Item>}
      </List>
    );
  }
  return (
    <div className="page goods-form" data-testid={`goods-${facet}-screen`}>
      {back}
      {!online && <OfflineNotice />}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={T} uploadsLeft={d.media.some((m) => m.status === 'waiting')} saving={form.saving} />
      <div className="page-hint" data-testid="goods-part-name">{fields.name || SHOP_GOODS_TEXTS.list.untitled}</div>
      {body}
      <div className="page-actions">
        {d.mode === 'edit'
          ? <Button block color="primary" onClick={() => void save()}>{T.save}</Button>
          : <Button block color="primary" onClick={() => void form.flush().then(() => goBack())}>{SHOP_GOODS_TEXTS.skus.done}</Button>}
      </div>
      {facet === 'class' ? (
        <ClassPicker visible={picking} onClose={() => setPicking(false)} onPick={(id) => { form.set('classId', id); setPicking(false); }} />
      ) : null}
    </div>
  );
}
