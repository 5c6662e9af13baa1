import { GOODS_FIELD_LABELS, shopGoodsDetail } from '../../contract/shop/goods';
import { isInfoKind, KIND_INFO_FIELDS } from '../../contract/shop/goods-kinds';
import { changedFields, sameValue, type ComparedField } from '../../domain/goods-draft';
import { formatFen } from '../../domain/format';
import { comparableGoodsValue, wantedOf } from '../../sync/goods-drafts';
import type { DraftView } from '../../sync/draft-views';
import { ConflictPanel, type ConflictRow } from '../../ui/drafts/conflict-panel';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SHOP_GOODS_TEXTS } from '../../ui/shop-goods-texts';
import { useAppContext } from '../use-app-context';

function show(field: ComparedField, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (field === 'salePrice' || field === 'originalPrice') return `¥${formatFen(value as number)}`;
  if (field === 'imgs' || field === 'detailImgs') return `${(value as string[]).length}张`;
  if (field === 'specs') return (value as { name: string; values: string[] }[]).map((s) => `${s.name}：${s.values.join('/')}`).join('；') || '—';
  if (field === 'specTable') {
    const table = value as { dimensions?: { name: string; values: string[] }[]; skus?: unknown[] };
    return table.dimensions?.length ? `${table.dimensions.map((d) => `${d.name}：${d.values.join('/')}`).join('；')}（${table.skus?.length ?? 0}个组合）` : '—';
  }
  if (field === 'kindInfo') {
    const { kind, ...facts } = value as Record<string, unknown>;
    const labels: Record<string, string> = isInfoKind(String(kind)) ? KIND_INFO_FIELDS[kind as keyof typeof KIND_INFO_FIELDS] : {};
    return Object.entries(facts).map(([k, v]) => `${labels[k] ?? k} ${String(v)}`).join('，');
  }
  return String(value);
}

/** updateGoodsInfo answered 4206: the goods changed on the host since the edit began; the owner picks field by field. */
export function GoodsConflict({ draft, onBefore }: { draft: DraftView; onBefore(): void }) {
  const { sync } = useAppContext();
  const detail = useCachedCall(sync, shopGoodsDetail, { goodsId: draft.draftId });
  const host = detail.data;
  const wanted = wantedOf(draft);
  const hostValues = (host ?? {}) as Record<ComparedField, unknown>;
  const same = (f: ComparedField, a: unknown, b: unknown) => sameValue(comparableGoodsValue(f, a), comparableGoodsValue(f, b));
  const mine = changedFields(wanted, draft.base, comparableGoodsValue);
  const fields = mine.filter((f) => !same(f, wanted[f], hostValues[f]))
    .concat(changedFields(hostValues, draft.base, comparableGoodsValue).filter((f) => !mine.includes(f) && !same(f, wanted[f], hostValues[f])));
  const rows: ConflictRow[] = fields.map((f) => ({
    field: f, label: GOODS_FIELD_LABELS[f], base: show(f, draft.base[f]), mine: show(f, wanted[f]), host: show(f, hostValues[f]),
  }));
  async function apply(keepMine: string[]) {
    onBefore();
    const result = await sync.changeDraft({ op: 'resolve', draftId: draft.draftId, host: host!, keepMine: keepMine as ComparedField[] });
    if (!result.ok) toast(result.msg);
  }
  return <ConflictPanel host={host} offline={Boolean(detail.failure)} rows={rows} texts={SHOP_GOODS_TEXTS.conflict} onApply={apply} />;
}
