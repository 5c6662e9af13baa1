import { Button, Radio } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { shopBlindbox, shopSelThemes, type Blindbox, type Theme } from '../../contract/shop-themes';
import { formatOdds } from '../../domain/blindbox';
import { formatFen } from '../../domain/format';
import { sameValue } from '../../domain/goods-draft';
import type { BlindboxDraftView, ThemeDraftView } from '../../sync/draft-views';
import { BOX_COMPARED_FIELDS, boxBaseOf, boxWanted, THEME_COMPARED_FIELDS, themeBaseOf, themeWanted } from '../../sync/form-drafts';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { useAppContext } from '../use-app-context';

const T = SHOP_THEME_TEXTS.conflict;

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

/**
 * The host refused a stale edit (4206): each field that differs is shown (when the edit began, mine, the host's now) and
 * the owner picks per field; the choice is sent again with the host's copy as its base (RELIABILITY 32), never a silent overwrite.
 */
export function FormConflict(props: Props) {
  const { sync } = useAppContext();
  const themes = useCachedCall(sync, shopSelThemes, {});
  const boxes = useCachedCall(sync, shopBlindbox, {});
  const [choice, setChoice] = useState<Record<string, 'mine' | 'host'>>({});
  const panel = useRef<HTMLElement>(null);
  const { draft, names } = props;
  const host: Theme | Blindbox | undefined = props.form === 'theme'
    ? themes.data?.list.find((t) => t.themeId === draft.draftId) : boxes.data?.list.find((b) => b.boxId === draft.draftId);
  // The host refused because its copy moved on: a copy still at the draft's base is the device's old one, so the choice
  // waits for the host's answer instead of being made against it (and refused again).
  const stale = host !== undefined && (props.form === 'theme'
    ? (host as Theme).updatedAt === draft.base.updatedAt : (host as Blindbox).version === draft.base.version);
  useEffect(() => { if (host && !stale) panel.current?.scrollIntoView({ block: 'start' }); }, [host, stale]);
  if (!host || stale) return <p className="goods-conflict__hint">{(props.form === 'theme' ? themes.failure : boxes.failure) ? T.offline : T.loading}</p>;
  const wanted: Record<string, unknown> = props.form === 'theme' ? themeWanted(props.draft) : boxWanted(props.draft);
  const now: Record<string, unknown> = props.form === 'theme' ? themeBaseOf(host as Theme) : boxBaseOf(host as Blindbox);
  const compared: readonly string[] = props.form === 'theme' ? THEME_COMPARED_FIELDS : BOX_COMPARED_FIELDS;
  const fields = compared.filter((f) => !sameValue(wanted[f], now[f]) && (!sameValue(wanted[f], draft.base[f]) || !sameValue(now[f], draft.base[f])));
  async function apply() {
    const keepMine = fields.filter((f) => (choice[f] ?? 'mine') === 'mine');
    props.onBefore();
    const result = props.form === 'theme'
      ? await sync.changeDraft({ op: 'resolveTheme', draftId: draft.draftId, host: host as Theme, keepMine })
      : await sync.changeDraft({ op: 'resolveBox', draftId: draft.draftId, host: host as Blindbox, keepMine });
    if (!result.ok) { toast(result.msg); return; }
    toast(navigator.onLine ? SHOP_THEME_TEXTS.common.publishing : SHOP_THEME_TEXTS.common.queuedHint);
    props.onDone();
  }
  return (
    <section ref={panel} className="goods-conflict" data-testid="conflict">
      <h3 className="goods-conflict__hint">{T.title}：{T.hint}</h3>
      <table>
        <thead><tr><th>{T.field}</th><th>{T.base}</th><th colSpan={2}>{T.mine} / {T.host}</th></tr></thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f} data-field={f}>
              <td>{SHOP_THEME_TEXTS.fields[f] ?? f}</td>
              <td>{show(f, draft.base[f], names)}</td>
              <td colSpan={2}>
                <Radio.Group value={choice[f] ?? 'mine'} onChange={(v) => setChoice({ ...choice, [f]: v as 'mine' | 'host' })}>
                  <Radio value="mine">{T.keepMine} {show(f, wanted[f], names)}</Radio>
                  <Radio value="host">{T.keepHost} {show(f, now[f], names)}</Radio>
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
