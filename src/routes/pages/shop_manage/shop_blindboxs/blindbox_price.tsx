import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Input, List, NavBar, Radio } from 'antd-mobile';
import { useState } from 'react';
import type { OddsRow } from '../../../../domain/blindbox';
import { blindboxPriceInput, evenOdds, formatTotal, isExactTotal, oddsChanged, oddsTotalBp } from '../../../../domain/blindbox-form';
import { formatFen } from '../../../../domain/format';
import { EMPTY_BOX_FIELDS } from '../../../../sync/form-drafts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { DraftStatus } from '../../../../ui/drafts/draft-status';
import { confirmDialog, toast } from '../../../../ui/feedback';
import { useDraftForm } from '../../../../ui/hooks/use-draft-form';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { useShopGoods } from '../../../shop-goods/use-shop-goods';
import { goBack } from '../../../go-back';

const T = SHOP_THEME_TEXTS.price;
const C = SHOP_THEME_TEXTS.common;
const thumb = (url: string) => url.replace('/detail.webp', '/list.webp');

/**
 * spec §2 shop_blindboxs/blindbox_price: the price in yuan, each goods' odds in percent (2 decimals, kept as basis points), its
 * value, 保底 and 限购. The running total must be exactly 100.00% to save (domain/blindbox, the host's rule). A box on sale
 * has a frozen odds table: the screen says so, and saving makes a new version.
 */
function BlindboxPriceScreen() {
  const { draftId = '' } = Route.useSearch();
  const navigate = useNavigate();
  const form = useDraftForm('blindbox', draftId, EMPTY_BOX_FIELDS);
  const { goods } = useShopGoods();
  const [problem, setProblem] = useState('');
  const d = form.view;
  const back = <NavBar onBack={() => goBack()}>{T.title}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={C.missingDraft} /></div>;
  const fields = form.fields;
  const byId = new Map(goods.map((g) => [g.goodsId, g]));
  const total = oddsTotalBp(fields);
  const onSale = d.mode === 'edit' && d.base.onSale === true;
  const nextVersion = Number(d.base.version ?? 0) + 1;
  const setOdds = (goodsId: string, text: string) => { setProblem(''); form.set('odds', { ...fields.odds, [goodsId]: text }); };
  async function save() {
    const checked = blindboxPriceInput(fields);
    if (!checked.ok) { setProblem(checked.msg); toast(checked.msg); return; }
    setProblem('');
    if (onSale && oddsChanged(checked.value.items, (d!.base.items ?? []) as OddsRow[]) && !(await confirmDialog(T.frozenConfirm(nextVersion)))) return;
    if (await form.publish(C)) await navigate({ to: PATHS.blindboxForm, replace: true });
  }
  return (
    <div className="page goods-form box-price">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={C} />
      {onSale ? <p className="box-price__frozen" data-testid="odds-frozen">{T.frozen(nextVersion)}</p> : null}
      <List>
        <List.Item title={T.price}>
          <Input aria-label={T.price} value={fields.price} inputMode="decimal" placeholder={T.pricePlaceholder} onChange={(v) => { setProblem(''); form.set('price', v); }} />
        </List.Item>
      </List>
      <List header={T.odds}>
        {fields.goodsIds.length === 0 ? <List.Item>{T.noGoods}</List.Item> : fields.goodsIds.map((id) => {
          const g = byId.get(id);
          return (
            <List.Item key={id} className="box-price__row" data-testid="odds-row" prefix={g?.imgs[0] ? <img className="theme-list__img" src={thumb(g.imgs[0])} alt="" /> : null}>
              <div>
                <div className="box-price__name">{g?.name ?? id}</div>
                <div className="box-price__value">{T.value} ¥{formatFen(g?.salePrice ?? 0)}</div>
              </div>
              <div className="box-price__odds">
                <Input aria-label={`${g?.name ?? id}${T.odds}`} value={fields.odds[id] ?? ''} inputMode="decimal" onChange={(v) => setOdds(id, v)} />
                <span>{T.oddsUnit}</span>
              </div>
            </List.Item>
          );
        })}
      </List>
      <div className="box-price__total">
        <span>{T.total}</span>
        <span className="box-price__total-end">
          {fields.goodsIds.length > 1 ? <Button size="mini" onClick={() => form.set('odds', evenOdds(fields.goodsIds))}>{T.even}</Button> : null}
          <strong data-testid="odds-total" data-exact={isExactTotal(total)}>{formatTotal(total)}</strong>
        </span>
      </div>
      {problem ? <p className="box-price__error" role="alert" data-testid="price-problem">{problem}</p> : isExactTotal(total) ? null : <p className="box-price__error">{T.totalHint}</p>}
      <List header={T.guarantee}>
        <List.Item title={T.guaranteeDraws} description={T.guaranteeHint}>
          <Input aria-label={T.guaranteeDraws} value={fields.guaranteeDraws} inputMode="numeric" placeholder={T.guaranteeDrawsPlaceholder}
            onChange={(v) => form.set('guaranteeDraws', v)} />
        </List.Item>
        {fields.guaranteeDraws.trim() ? (
          <List.Item title={T.guaranteeGoods}>
            <Radio.Group value={fields.guaranteeGoodsId} onChange={(v) => form.set('guaranteeGoodsId', String(v))}>
              {fields.goodsIds.map((id) => <Radio key={id} value={id} style={{ display: 'flex', marginBottom: 6 }}>{byId.get(id)?.name ?? id}</Radio>)}
            </Radio.Group>
          </List.Item>
        ) : null}
        <List.Item title={T.limit}>
          <Input aria-label={T.limit} value={fields.purchaseLimit} inputMode="numeric" placeholder={T.limitPlaceholder} onChange={(v) => form.set('purchaseLimit', v)} />
        </List.Item>
      </List>
      <div className="page-actions">
        <Button block color="primary" disabled={d.state === 'queued' || d.state === 'conflict'} onClick={() => void save()}>{T.save}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.blindboxPrice}` as const)({ component: BlindboxPriceScreen });
