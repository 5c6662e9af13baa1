import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../domain/goods-draft';
import type { BlindboxDraftView, CouponDraftView, DraftView, ThemeDraftView } from '../../sync/draft-views';
import { confirmDialog, toast } from '../feedback';
import { useLiveQuery } from './use-live-query';
import { useSession } from './use-session';

/** The forms a screen drafts field by field (the one drafts collection, decision 026), and the query that reads each. */
interface FormViews { goods: DraftView; theme: ThemeDraftView; blindbox: BlindboxDraftView; coupon: CouponDraftView }
export type DraftFormName = keyof FormViews;
type FieldsOf<F extends DraftFormName> = FormViews[F]['fields'];
const DRAFT_QUERIES = { goods: 'shopDraft', theme: 'themeDraft', blindbox: 'blindboxDraft', coupon: 'couponDraft' } as const;

/** 新建 opens on no draft: the first real change writes it, as a draft of its form (an abandoned form leaves nothing behind). */
function freshView<F extends DraftFormName>(form: F, draftId: string, userId: string, fields: FieldsOf<F>): FormViews[F] {
  return { id: '', draftId, userId, form, mode: 'new', fields, base: {}, media: [], outboxId: '', updatedAt: 0, state: 'draft', failMsg: '' } as unknown as FormViews[F];
}

/**
 * A goods', theme's, blind box's or coupon's draft on a form screen: the fields shown as typed, written to the draft 500 ms after
 * the last keystroke (spec §9), before the screen moves on and on leaving the page. `blank` is what a new form shows;
 * `startedWith`, the part of it its screen chose (a goods' kind), is written with the new draft's first change.
 */
export function useDraftForm<F extends DraftFormName>(form: F, draftId: string, blank: FieldsOf<F>, startedWith?: Partial<FieldsOf<F>>) {
  const { sync, session } = useRouteContext({ from: '__root__' });
  const userId = useSession(session).userId ?? '';
  const query = useLiveQuery(sync, DRAFT_QUERIES[form], { userId, draftId }) as { data: FormViews[F] | null | undefined; loading: boolean };
  const seen = useRef(false);
  if (query.data) seen.current = true;
  const view = query.data ?? (!query.loading && !seen.current && draftId ? freshView(form, draftId, userId, blank) : null);
  const [fields, setFields] = useState<FieldsOf<F> | null>(null);
  const pending = useRef<Partial<FieldsOf<F>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unwritten = useRef<Partial<FieldsOf<F>> | null>(null);
  /** Keystrokes not yet written on the device: typed and waiting for the debounce, or on their way to the worker. */
  const [saving, setSaving] = useState(false);
  const writes = useRef(0);

  /** After a conflict is resolved the form shows the draft's new fields once the worker has written them. */
  const resyncFrom = useRef<number | null>(null);
  useEffect(() => {
    unwritten.current = view && view.id === '' ? startedWith ?? null : null;
    if (!view) return;
    if (fields === null || (resyncFrom.current !== null && view.updatedAt !== resyncFrom.current)) {
      resyncFrom.current = null;
      setFields(view.fields as FieldsOf<F>);
    }
  }, [view, fields, startedWith]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = {};
    if (!Object.keys(change).length) return Promise.resolve();
    writes.current += 1;
    const written = () => {
      writes.current -= 1;
      if (writes.current === 0 && !Object.keys(pending.current).length) setSaving(false);
    };
    // A write that fails leaves 正在保存 shown: the form never claims keystrokes the device does not hold.
    return sync.changeDraft({ op: 'fields', form, draftId, fields: change } as never).then(written, (error: unknown) => { writes.current -= 1; throw error; });
  }, [sync, form, draftId]);

  useEffect(() => {
    const onHide = () => void flush();
    addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  const set = useCallback(<K extends keyof FieldsOf<F>>(name: K, value: FieldsOf<F>[K]) => {
    setFields((current) => (current ? { ...current, [name]: value } : current));
    pending.current = { ...unwritten.current, ...pending.current, [name]: value };
    setSaving(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DEBOUNCE_MS);
  }, [flush]);

  /** Called before a conflict's choice is sent: the host's values it takes replace what the form shows. */
  const resync = useCallback(() => {
    pending.current = {};
    if (writes.current === 0) setSaving(false);
    resyncFrom.current = view?.updatedAt ?? 0;
  }, [view]);

  /**
   * The last keystrokes reach the draft, then its publish is queued through the outbox under the draft's id (created
   * once): online it is sent at once, offline it waits as 待发布. A refusal comes back on the draft (发布失败 or a conflict).
   */
  async function publish(texts: { publishing: string; queuedHint: string }): Promise<boolean> {
    await flush();
    const result = await sync.changeDraft({ op: 'publish', draftId });
    if (!result.ok) { toast(result.msg); return false; }
    toast(navigator.onLine ? texts.publishing : texts.queuedHint);
    return true;
  }

  /** 删除草稿, once the owner confirms: the draft and the pictures it holds on the device. */
  async function discard(confirmText: string): Promise<boolean> {
    if (!(await confirmDialog(confirmText))) return false;
    await sync.changeDraft({ op: 'discard', draftId });
    return true;
  }

  /** `stored` is the draft as the device holds it: undefined until read, null when there is none (new, or published). */
  return { sync, userId, view, stored: query.data, loading: query.loading && !view, fields, saving, set, flush, resync, publish, discard };
}
