import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { List, NavBar } from 'antd-mobile';
import { NOTICE_TOPIC_LABELS, isNoticeTopic } from '../../../domain/notices';
import { formatRelativeTime } from '../../../domain/relative-time';
import { EmptyState, LoadingState } from '../../../ui/components/page-state';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { NOTICE_TEXTS as T } from '../../../ui/notice-texts';
import { noticeLink } from '../../notices/notice-link';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

/** The last notices this device received (decision 013: the user's notice room), newest first; they stay offline. */
function NoticesScreen() {
  const { sync, session: store } = useAppContext();
  const userId = useSession(store).userId ?? '';
  const navigate = useNavigate();
  const { data, loading } = useLiveQuery(sync, 'notices', { userId, limit: 100 });
  const notices = data ?? [];
  return (
    <div className="page notices">
      <NavBar onBack={() => goBack()} right={<span onClick={() => void navigate({ to: PATHS.noticeSettings })}>{T.settings}</span>}>{T.title}</NavBar>
      {loading && <LoadingState />}
      {!loading && notices.length === 0 && <EmptyState title={T.empty} description={T.emptyHint} />}
      {notices.length > 0 && (
        <List>
          {notices.map((notice) => (
            <List.Item
              key={notice.seq}
              data-testid="notice-item"
              description={notice.text}
              extra={formatRelativeTime(notice.at, Date.now())}
              arrow={notice.target ? undefined : false}
              onClick={notice.target ? () => void navigate(noticeLink(notice.target!)) : undefined}
            >
              {isNoticeTopic(notice.topic) ? `【${NOTICE_TOPIC_LABELS[notice.topic]}】` : ''}{notice.title}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.notices}` as const)({ component: NoticesScreen });
