import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftBlindboxFields, DraftThemeFields } from '../../db/collections/drafts';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../domain/goods-draft';
import type { BlindboxDraftView, ThemeDraftView } from '../../sync/draft-views';
import { EMPTY_BOX_FIELDS, EMPTY_THEME_FIELDS } from '../../sync/form-drafts';
import { useLiveQuery } from '../../ui/hooks/use-live-query';
import { useSession } from '../../ui/hooks/use-session';
import { useAppContext } from '../use-app-context';

interface Forms {
  theme: { view: ThemeDraftView; fields: DraftThemeFields };
  blindbox: { view: BlindboxDraftView; fields: DraftBlindboxFields };
}

/** 新建 opens on no draft: the first real change writes it, as a draft of its form (an abandoned form leaves nothing behind). */
function freshView<F extends keyof Forms>(form: F, draftId: string, userId: string): Forms[F]['view'] {
  const fields = form === 'theme' ? EMPTY_THEME_FIELDS : EMPTY_BOX_FIELDS;
  return { id: '', draftId, userId, form, mode: 'new', fields, base: {}, media: [], outboxId: '', updatedAt: 0, state: 'draft', failMsg: '' } as Forms[F]['view'];
}

/**
 * A theme's or blind box's draft on a form screen: the fields shown as typed, written to the draft 500 ms after the last
 * keystroke (spec §9), before the screen moves on and on leaving the page, as the goods form does.
 */
export function useFormDraft<F extends keyof Forms>(form: F, draftId: string) {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const query = useLiveQuery(sync, form === 'theme' ? 'themeDraft' : 'blindboxDraft', { userId, draftId }) as { data: Forms[F]['view'] | null | undefined; loading: boolean };
  const seen = useRef(false);
  if (query.data) seen.current = true;
  const view = query.data ?? (!query.loading && !seen.current && draftId ? freshView(form, draftId, userId) : null);
  const [fields, setFields] = useState<Forms[F]['fields'] | null>(null);
  const pending = useRef<Partial<Forms[F]['fields']>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** After a conflict is resolved the form shows the draft's new fields once the worker has written them. */
  const resyncFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!view) return;
    if (fields === null || (resyncFrom.current !== null && view.updatedAt !== resyncFrom.current)) {
      resyncFrom.current = null;
      setFields(view.fields as Forms[F]['fields']);
    }
  }, [view, fields]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = {};
    if (!Object.keys(change).length) return Promise.resolve();
    return sync.changeDraft({ op: 'fields', form, draftId, fields: change } as never).then(() => undefined);
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

  const set = useCallback(<K extends keyof Forms[F]['fields']>(name: K, value: Forms[F]['fields'][K]) => {
    setFields((current) => (current ? { ...current, [name]: value } : current));
    pending.current = { ...pending.current, [name]: value };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DEBOUNCE_MS);
  }, [flush]);

  /** The host's values chosen in a conflict replace what the form shows. */
  const resync = useCallback(() => { pending.current = {}; resyncFrom.current = view?.updatedAt ?? 0; }, [view]);
  return { sync, userId, view, loading: query.loading && !view, fields, set, flush, resync };
}
