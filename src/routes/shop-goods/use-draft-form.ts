import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftGoodsFields } from '../../db/collections/drafts';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../domain/goods-draft';
import type { DraftView } from '../../sync/draft-views';
import type { SyncHandle } from '../../workers/sync-handle';

/** The form's fields: shown as typed, written to the draft 500 ms after the last keystroke (spec §9) and on leaving the page. */
export function useDraftForm(sync: SyncHandle, draftId: string, draft: DraftView | null | undefined) {
  const [fields, setFields] = useState<DraftGoodsFields | null>(null);
  const pending = useRef<Partial<DraftGoodsFields>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A draft not yet written (id ''): its first change also writes the kind its screen started it with. */
  const freshKind = useRef<string | null>(null);

  useEffect(() => {
    freshKind.current = draft && draft.id === '' ? draft.fields.kind : null;
    if (draft && fields === null) setFields(draft.fields);
  }, [draft, fields]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = {};
    return Object.keys(change).length ? sync.changeDraft({ op: 'fields', draftId, fields: change }).then(() => undefined) : Promise.resolve();
  }, [sync, draftId]);

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

  const set = useCallback(<K extends keyof DraftGoodsFields>(name: K, value: DraftGoodsFields[K]) => {
    setFields((current) => (current ? { ...current, [name]: value } : current));
    pending.current = { ...(freshKind.current ? { kind: freshKind.current } : {}), ...pending.current, [name]: value };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DEBOUNCE_MS);
  }, [flush]);

  /** The host's values chosen in a conflict replace what the form shows. */
  const reset = useCallback((next: DraftGoodsFields) => setFields(next), []);
  return { fields, set, flush, reset };
}
