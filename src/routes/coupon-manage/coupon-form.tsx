import { useNavigate } from '@tanstack/react-router';
import { Checkbox, Input, List, NavBar, Popup, Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { DraftCouponFields } from '../../db/collections/drafts';
import { couponFieldProblems, emptyCouponFields, type CouponField, type CouponOwnerKind } from '../../sync/coupon-drafts';
import { COUPON_MANAGE_TEXTS as T } from '../../ui/coupon-manage-texts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { toast } from '../../ui/feedback';
import { DraftActions } from '../../ui/drafts/draft-actions';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { useDraftForm } from '../../ui/hooks/use-draft-form';
import { GoodsPicker, type PickableGoods } from '../../ui/shop_manage/goods-picker';
import { goBack } from '../go-back';
import './coupon-manage.css';

interface Props {
  owner: CouponOwnerKind;
  draftId: string;
  /** The goods 指定商品 picks from: the shop's own, or (the administrator) goods of every shop. */
  goods: PickableGoods[];
  listPath: string;
}

const one = <V extends string>(labels: Record<V, string>) => (Object.keys(labels) as V[]).map((value) => ({ label: labels[value], value }));

/**
 * 新建优惠券 / 编辑优惠券, the shop owner's and the administrator's: a draft in the one drafts collection saved as typed
 * (offline too) and created through the outbox under the draft's id. What is wrong shows beside its field (red) once
 * typed or once 创建 is tapped; the host checks it all again and its refusal (already claimed: 不能修改) shows on the draft.
 */
export function CouponFormScreen({ owner, draftId, goods, listPath }: Props) {
  const navigate = useNavigate();
  const [blank] = useState(() => emptyCouponFields(owner));
  const form = useDraftForm('coupon', draftId, blank, blank);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CouponField>>(new Set());
  const d = form.view;
  const back = <NavBar onBack={() => goBack()}>{d?.mode === 'edit' ? T.editTitle : T.newTitle}</NavBar>;
  if (form.loading || (d && !form.fields)) return <div className="page">{back}<LoadingState /></div>;
  if (!d || !form.fields) return <div className="page">{back}<EmptyState title={T.missingDraft} /></div>;
  const f = form.fields;
  const problems = couponFieldProblems(f);
  const set = <K extends CouponField>(name: K, value: DraftCouponFields[K]) => {
    form.set(name, value);
    setTouched((t) => new Set(t).add(name));
  };
  const problem = (name: CouponField): ReactNode => ((tried || touched.has(name)) && problems[name]
    ? <span className="coupon-form__problem" data-testid="coupon-problem">{problems[name]}</span> : null);
  const text = (name: CouponField & ('name' | 'threshold' | 'amount' | 'discount' | 'cap' | 'validDays' | 'total' | 'perUser'), title: string, placeholder: string, mode: 'decimal' | 'numeric' | 'text' = 'decimal') => (
    <List.Item title={title} description={problem(name)}>
      <Input aria-label={title} value={f[name]} placeholder={placeholder} inputMode={mode === 'text' ? undefined : mode}
        onChange={(v) => set(name, v)} />
    </List.Item>
  );
  const names = new Map(goods.map((g) => [g.goodsId, g.name]));
  const scopes = one(T.scopes).filter((o) => o.value === 'GOODS' || o.value === (owner === 'shop' ? 'SHOP' : 'PLATFORM'));
  async function publish() {
    setTried(true);
    if (Object.keys(problems).length) { toast(T.fixProblems); return; }
    if (await form.publish(T)) await navigate({ to: listPath, replace: true });
  }
  async function discard() {
    if (await form.discard(T.discardConfirm)) await navigate({ to: listPath, replace: true });
  }
  return (
    <div className="page coupon-form">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={T} saving={form.saving} />
      {d.mode === 'edit' && <div className="coupon-form__hint">{T.editHint}</div>}
      <List>
        {text('name', T.name, T.namePlaceholder, 'text')}
        <List.Item title={T.kind} description={T.kindHints[f.kind]}>
          <Selector columns={3} options={one(T.kinds)} value={[f.kind]} onChange={(v) => v[0] && set('kind', v[0])} />
        </List.Item>
        {f.kind !== 'DIRECT' && text('threshold', T.threshold, f.kind === 'DISCOUNT' ? T.discountThresholdPlaceholder : T.thresholdPlaceholder)}
        {f.kind !== 'DISCOUNT' && text('amount', T.amount, T.amountPlaceholder)}
        {f.kind === 'DISCOUNT' && text('discount', T.discount, T.discountPlaceholder)}
        {f.kind === 'DISCOUNT' && text('cap', T.cap, T.capPlaceholder)}
        <List.Item title={T.scope}>
          <Selector columns={2} options={scopes} value={[f.scope]} onChange={(v) => v[0] && set('scope', v[0])} />
        </List.Item>
        {f.scope === 'GOODS' && (
          <List.Item title={T.goods} arrow onClick={() => setPicking(true)} extra={f.goodsIds.length ? T.goodsCount(f.goodsIds.length) : T.pickGoods}
            description={<>{problem('goodsIds')}<span className="coupon-form__goods">{f.goodsIds.map((id) => names.get(id) ?? id).join('、')}</span></>} />
        )}
        <List.Item title={T.validKind}>
          <Selector columns={2} options={one(T.validKinds)} value={[f.validKind]} onChange={(v) => v[0] && set('validKind', v[0])} />
        </List.Item>
        {f.validKind === 'DAYS' && text('validDays', T.validDays, T.validDaysPlaceholder, 'numeric')}
        {f.validKind === 'FIXED' && (['validFrom', 'validTo'] as const).map((name) => (
          <List.Item key={name} title={T[name]} description={problem(name)}>
            <Input aria-label={T[name]} type="date" value={f[name]} placeholder={T.pickDate} onChange={(v) => set(name, v)} />
          </List.Item>
        ))}
        {text('total', T.total, T.totalPlaceholder, 'numeric')}
        {text('perUser', T.perUser, T.perUserPlaceholder, 'numeric')}
        {owner === 'company' && (
          <List.Item>
            <Checkbox checked={f.newUser} onChange={(v) => set('newUser', v)}>{T.newUser}</Checkbox>
          </List.Item>
        )}
      </List>
      <DraftActions state={d.state} mode={d.mode} texts={T} onPublish={() => void publish()} onDiscard={() => void discard()} />
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '80vh', overflowY: 'auto' }} destroyOnClose>
        <GoodsPicker goods={goods} multiple initial={f.goodsIds} onConfirm={(ids) => { set('goodsIds', ids); setPicking(false); }} />
      </Popup>
    </div>
  );
}
