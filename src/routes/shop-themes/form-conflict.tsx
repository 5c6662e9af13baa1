import { shopBlindbox, shopSelThemes, type Blindbox, type Theme } from '../../contract/shop/themes';
import { formatOdds } from '../../domain/blindbox';
import { formatFen } from '../../domain/format';
import { sameValue } from '../../domain/goods-draft';
import type { BlindboxDraftView, ThemeDraftView } from '../../sync/draft-views';
import { BOX_COMPARED_FIELDS, boxBaseOf, boxWanted, THEME_COMPARED_FIELDS, themeBaseOf, themeWanted } from '../../sync/form-drafts';
import { ConflictPanel, type ConflictRow } from '../../ui/drafts/conflict-panel';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { useAppContext } from '../use-app-context';

function show(field: string, value: unknown, names: Map<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'price' && typeof value === 'number') return `¥${formatFen(value)}`;
  if (field === 'cover') return String(value).split('/').slice(-2, -1)[0]?.slice(0, 8) ?? '—';
  if (field === 'detailImgs') return `${(value as string[]).length}张`;
  if (field === 'goodsIds') return (value as string[]).map((id) => names.get(id) ?? id).join('、');
  if (field === 'items') {
    return (value as { goodsId: string; oddsBp: unknown }[])
      .map((i) => `${names.get(i.goodsId) ?? i.goodsId} ${typeof i.oddsBp === 'number' ? formatOdds(i.oddsBp) : String(i.oddsBp)}`).join('；');
  }
  if (field === 'guaranteeGoodsId' || field === 'themeId') return names.get(String(value)) ?? String(value);
  return String(value);
}

type Props =
  | { form: 'theme'; draft: ThemeDraftView; names: Map<string, string>; onBefore(): void; onDone(): void }
  | { form: 'blindbox'; draft: BlindboxDraftView; names: Map<string, string>; onBefore(): void; onDone(): void };

/** The host refused a theme's or blind box's stale edit (4206): the owner picks field by field, then it is sent again. */
export function FormConflict(props: Props) {
  const { sync } = useAppContext();
  const themes = useCachedCall(sync, shopSelThemes, {});
  const boxes = useCachedCall(sync, shopBlindbox, {});
  const { draft, names } = props;
  const found: Theme | Blindbox | undefined = props.form === 'theme'
    ? themes.data?.list.find((t) => t.themeId === draft.draftId) : boxes.data?.list.find((b) => b.boxId === draft.draftId);
  // The host refused because its copy moved on: a copy still at the draft's base is the device's old one, so the choice
  // waits for the host's answer instead of being made against it (and refused again).
  const stale = found !== undefined && (props.form === 'theme'
    ? (found as Theme).updatedAt === draft.base.updatedAt : (found as Blindbox).version === draft.base.version);
  const host = found && !stale ? found : null;
  const wanted: Record<string, unknown> = props.form === 'theme' ? themeWanted(props.draft) : boxWanted(props.draft);
  const now: Record<string, unknown> = !host ? {} : props.form === 'theme' ? themeBaseOf(host as Theme) : boxBaseOf(host as Blindbox);
  const compared: readonly string[] = props.form === 'theme' ? THEME_COMPARED_FIELDS : BOX_COMPARED_FIELDS;
  const fields = compared.filter((f) => !sameValue(wanted[f], now[f]) && (!sameValue(wanted[f], draft.base[f]) || !sameValue(now[f], draft.base[f])));
  const rows: ConflictRow[] = fields.map((f) => ({
    field: f, label: SHOP_THEME_TEXTS.fields[f] ?? f, base: show(f, draft.base[f], names), mine: show(f, wanted[f], names), host: show(f, now[f], names),
  }));
  async function apply(keepMine: string[]) {
    props.onBefore();
    const result = props.form === 'theme'
      ? await sync.changeDraft({ op: 'resolveTheme', draftId: draft.draftId, host: host as Theme, keepMine })
      : await sync.changeDraft({ op: 'resolveBox', draftId: draft.draftId, host: host as Blindbox, keepMine });
    if (!result.ok) { toast(result.msg); return; }
    toast(navigator.onLine ? SHOP_THEME_TEXTS.common.publishing : SHOP_THEME_TEXTS.common.queuedHint);
    props.onDone();
  }
  const offline = Boolean(props.form === 'theme' ? themes.failure : boxes.failure);
  return <ConflictPanel host={host} offline={offline} rows={rows} texts={SHOP_THEME_TEXTS.conflict} onApply={apply} />;
}
