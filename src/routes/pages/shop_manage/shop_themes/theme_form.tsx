import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { shopSelThemes, type Theme } from '../../../../contract/shop/themes';
import { EmptyState } from '../../../../ui/components/page-state';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { SHOP_THEME_TEXTS } from '../../../../ui/shop-theme-texts';
import { PATHS } from '../../../paths';
import { ScreenState } from '../../../shop-business/screen-state';
import { newDraftId } from '../../../shop-goods/use-shop-goods';
import { FormDraftList } from '../../../shop-themes/form-draft-list';
import { useAppContext } from '../../../use-app-context';
import '../../../shop-themes/shop-themes.css';
import { goBack } from '../../../go-back';

const T = SHOP_THEME_TEXTS.themes;
const C = SHOP_THEME_TEXTS.common;
const thumb = (url: string) => url.replace('/detail.webp', '/list.webp');

/** spec §2 shop_themes/theme_form: the shop's themes as the host last answered, with the drafts made on this device above them. */
function ThemeFormScreen() {
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const themes = useCachedCall(sync, shopSelThemes, {});
  const drafts = useLiveQuery(sync, 'themeDrafts', { userId }).data ?? [];
  async function edit(theme: Theme) {
    const result = await sync.changeDraft({ op: 'editTheme', theme });
    if (!result.ok) { toast(result.msg); return; }
    await navigate({ to: PATHS.addTheme, search: { draftId: result.draftId } });
  }
  const list = themes.data?.list ?? [];
  return (
    <div className="page theme-list">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <ScreenState hasData={themes.data !== null} loading={themes.loading} failure={themes.failure} savedAt={themes.savedAt} />
      <FormDraftList drafts={drafts} testId="theme-draft" onOpen={(draftId) => void navigate({ to: PATHS.addTheme, search: { draftId } })} />
      {themes.data && list.length === 0 && drafts.length === 0 && <EmptyState title={T.empty} />}
      {list.length > 0 && (
        <List header={C.published}>
          {list.map((t) => (
            <List.Item key={t.themeId} data-testid="theme-row" prefix={<img className="theme-list__img" src={thumb(t.cover)} alt="" />}
              description={C.goodsCount(t.goodsIds.length)} extra={C.edit} onClick={() => void edit(t)}>
              {t.name}
            </List.Item>
          ))}
        </List>
      )}
      <div className="page-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.addTheme, search: { draftId: newDraftId() } })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.themeForm}` as const)({ component: ThemeFormScreen });
