import { Button, List, NavBar } from 'antd-mobile';
import { EMPTY_BOX_FIELDS, EMPTY_THEME_FIELDS } from '../../sync/form-drafts';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { DraftStatus } from '../../ui/drafts/draft-status';
import { useDraftForm } from '../../ui/hooks/use-draft-form';
import { SHOP_THEME_TEXTS } from '../../ui/shop-theme-texts';
import { DraftImages } from './draft-images';
import { goBack } from '../go-back';

const C = SHOP_THEME_TEXTS.common;

/** A theme's or blind box's detail images, part of its draft (picked offline, uploaded when online). */
export function DetailImagesScreen({ form, draftId, title }: { form: 'theme' | 'blindbox'; draftId: string; title: string }) {
  const draft = useDraftForm(form, draftId, form === 'theme' ? EMPTY_THEME_FIELDS : EMPTY_BOX_FIELDS);
  const d = draft.view;
  const back = <NavBar onBack={() => goBack()}>{title}</NavBar>;
  if (draft.loading) return <div className="page">{back}<LoadingState /></div>;
  if (!d) return <div className="page">{back}<EmptyState title={C.missingDraft} /></div>;
  return (
    <div className="page goods-form">
      {back}
      <DraftStatus state={d.state} failMsg={d.failMsg} texts={C} />
      <List><DraftImages form={form} draftId={draftId} media={d.media} coverKey={d.fields.coverKey} slot="detail" /></List>
      <div className="page-actions"><Button block color="primary" onClick={() => goBack()}>{C.done}</Button></div>
    </div>
  );
}
