import { Button, Radio } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { GOODS_FIELD_LABELS, shopGoodsDetail } from '../../contract/shop-goods';
import { isInfoKind, KIND_INFO_FIELDS } from '../../contract/shop-goods-kinds';
import { changedFields, sameValue, type ComparedField } from '../../domain/goods-draft';
import { formatFen } from '../../domain/format';
import { wantedOf } from '../../sync/goods-drafts';
import type { DraftView } from '../../sync/draft-views';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_GOODS_TEXTS.conflict;

function show(field: ComparedField, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'salePrice' || field === 'originalPrice') return `¥${formatFen(value as number)}`;
  if (field === 'imgs') return `${(value as string[]).length}张`;
  if (field === 'specs') return (value as { name: string; values: string[] }[]).map((s) => `${s.name}：${s.values.join('/')}`).join('；') || '—';
  if (field === 'kindInfo') {
    const { kind, ...facts } = value as Record<string, unknown>;
    const labels: Record<string, string> = isInfoKind(String(kind)) ? KIND_INFO_FIELDS[kind as keyof typeof KIND_INFO_FIELDS] : {};
    return Object.entries(facts).map(([k, v]) => `${labels[k] ?? k} ${String(v)}`).join('，');
  }
  return String(value);
}

/**
 * updateGoodsInfo answered 4206: the goods changed on the host since the edit began. Each field that differs is shown
 * (the base, the owner's value, the host's) and the owner picks per field; the choice is sent with the host's values as
 * its base (RELIABILITY 6): never a silent overwrite.
 */
export function ConflictPanel({ draft, onResolved }: { draft: DraftView; onResolved(): void }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, shopGoodsDetail, { goodsId: draft.draftId });
  const [choice, setChoice] = useState<Partial<Record<ComparedField, 'mine' | 'host'>>>({});
  const host = detail.data;
  const panel = useRef<HTMLElement>(null);
  // 保存修改 is at the form's foot: the refusal must be seen where the owner is not looking.
  useEffect(() => { if (host) panel.current?.scrollIntoView({ block: 'start' }); }, [host]);
  if (!host) return <p className="goods-conflict__hint">{detail.failure ? T.offline : T.loading}</p>;
  const wanted = wantedOf(draft);
  const hostValues = host as unknown as Record<ComparedField, unknown>;
  const fields = changedFields(wanted, draft.base).filter((f) => !sameValue(wanted[f], hostValues[f]))
    .concat(changedFields(hostValues, draft.base).filter((f) => !changedFields(wanted, draft.base).includes(f) && !sameValue(wanted[f], hostValues[f])));
  async function apply() {
    const keepMine = fields.filter((f) => (choice[f] ?? 'mine') === 'mine');
    const result = await sync.changeDraft({ op: 'resolve', draftId: draft.draftId, host: host!, keepMine });
    if (result.ok) onResolved();
    else toast(result.msg);
  }
  return (
    <section ref={panel} className="goods-conflict" data-testid="conflict">
      <h3 className="goods-conflict__hint">{T.title}：{T.hint}</h3>
      <table>
        <thead><tr><th>{T.field}</th><th>{T.base}</th><th colSpan={2}>{T.mine} / {T.host}</th></tr></thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f} data-field={f}>
              <td>{GOODS_FIELD_LABELS[f]}</td>
              <td>{show(f, draft.base[f])}</td>
              <td colSpan={2}>
                <Radio.Group value={choice[f] ?? 'mine'} onChange={(v) => setChoice({ ...choice, [f]: v as 'mine' | 'host' })}>
                  <Radio value="mine">{T.keepMine} {show(f, wanted[f])}</Radio>
                  <Radio value="host">{T.keepHost} {show(f, hostValues[f])}</Radio>
                </Radio.Group>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="page-actions"><Button block color="primary" onClick={() => void apply()}>{T.apply}</Button></div>
    </section>
  );
}
