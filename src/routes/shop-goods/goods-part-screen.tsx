import { Button, Input, List, NavBar } from 'antd-mobile';
import { EMPTY_FIELDS } from '../../sync/goods-drafts';
import { bySpecTable, EMPTY_DRAFT_TABLE, specTableError } from '../../sync/goods-sku-drafts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { toast } from '../../ui/feedback';
import { useDraftForm } from '../../ui/hooks/use-draft-form';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { goBack } from '../go-back';
import { checkField } from './form-checks';
import { SkuTableSection } from './sku-table-section';
import './shop-goods.css';

const T = SHOP_GOODS_TEXTS.form;

/**
 * goodsPrice and goodsStockSetting (issue 31): a goods draft's prices or stock on their own screen, per SKU for a goods
 * sold by specification, else the goods' own. The same draft as the goods form (useDraftForm), so every keystroke is kept
 * offline; the draft is published from the form (or the list's draft row), as any draft.
 */
export function GoodsPartScreen({ part, draftId }: { part: 'price' | 'stock'; draftId: string }) {
  const form = useDraftForm('goods', draftId, EMPTY_FIELDS);
  const { view: d } = form;
  const title = part === 'price' ? T.goodsPrice : T.goodsStockSetting;
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  // A screen opened without a draft (or after it was published) has nothing to edit: it never starts one.
  if (!draftId || !d || !form.fields || d.id === '') return <div className="page">{back}<EmptyState title={draftId ? T.published : SHOP_GOODS_TEXTS.skus.noDraft} /></div>;
  const fields = form.fields;
  /** An edit's prices or stock are sent at once (through the outbox, so offline they wait), as the list's quick edits are. */
  async function save() {
    await form.flush();
    const message = bySpecTable(fields) ? specTableError(fields) : part === 'price'
      ? checkField('salePrice', fields.salePrice) || checkField('originalPrice', fields.originalPrice) : checkField('stock', fields.stock);
    if (message) return void toast(message);
    if (await form.publish(T)) goBack();
  }
  const own = (name: 'salePrice' | 'originalPrice' | 'stock', label: string, mode: 'decimal' | 'numeric') => (
    <List.Item title={label} description={<span className="goods-form__error">{fields[name] ? checkField(name, fields[name]) : ''}</span>}>
      <Input aria-label={label} value={fields[name]} inputMode={mode} onChange={(v) => form.set(name, v)} />
    </List.Item>
  );
  return (
    <div className="page goods-form" data-testid={`goods-${part}-screen`}>
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={T} uploadsLeft={d.media.some((m) => m.status === 'waiting')} saving={form.saving} />
      <List header={fields.name || T.name}>
        {bySpecTable(fields) ? null : part === 'price'
          ? <>{own('salePrice', T.salePrice, 'decimal')}{own('originalPrice', T.originalPrice, 'decimal')}</>
          : own('stock', T.stock, 'numeric')}
      </List>
      {bySpecTable(fields) ? (
        <SkuTableSection table={fields.specTable ?? EMPTY_DRAFT_TABLE} part={part} error={specTableError(fields)} onChange={(table) => form.set('specTable', table)} />
      ) : null}
      <div className="page-actions">
        {d.mode === 'edit'
          ? <Button block color="primary" onClick={() => void save()}>{T.save}</Button>
          : <Button block color="primary" onClick={() => void form.flush().then(() => goBack())}>{SHOP_GOODS_TEXTS.skus.done}</Button>}
      </div>
    </div>
  );
}
