import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar } from 'antd-mobile';
import { FEEDBACK_FIRST_PAGE, myFeedback } from '../../../../contract/service/feedback';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { PullRefresh } from '../../../../ui/discovery/pull-refresh';
import { HELP_TEXTS } from '../../../../ui/help-texts';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../../ui/hooks/use-live-query';
import { useSession } from '../../../../ui/hooks/use-session';
import { DataAge } from '../../../../ui/wallet/data-age';
import { FeedbackItem } from '../../../feedback/feedback-item';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import '../../../help/help.css';
import { goBack } from '../../../go-back';

const T = HELP_TEXTS.feedback;

/** spec §2 feedback: the user's own feedback with its state and the platform's replies; queued ones show 发送中. */
function FeedbackScreen() {
  const { sync, session } = useAppContext();
  const navigate = useNavigate();
  const userId = useSession(session).userId ?? '';
  const first = useCachedCall(sync, myFeedback, FEEDBACK_FIRST_PAGE);
  const view = useLiveQuery(sync, 'feedbackView', { userId }).data;
  return (
    <div className="page feedback-page">
      <NavBar onBack={() => goBack()} right={<a onClick={() => void navigate({ to: PATHS.feedbackForm })}>{T.add}</a>}>{T.title}</NavBar>
      <DataAge savedAt={first.savedAt} failed={first.failure !== null} neverSaved={T.neverSaved} />
      {view?.refused.map((r) => (
        <div key={r.id} className="feedback-refused" role="alert">
          {T.refused}：{r.msg} <a onClick={() => void sync.dismissRejected(r.id)}>{T.dismiss}</a>
        </div>
      ))}
      <PullRefresh onRefresh={async () => { await first.reload(); }}>
        {(first.loading || !view) && <LoadingState />}
        {view && !first.loading && view.list.length === 0 && <EmptyState title={view.empty && first.failure ? T.neverSaved : T.empty} />}
        {view?.list.map((item) => <FeedbackItem key={item.feedbackId} item={item} pending={item.pending} />)}
      </PullRefresh>
      <div className="help-actions">
        <Button block color="primary" onClick={() => void navigate({ to: PATHS.feedbackForm })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.feedback}` as const)({ component: FeedbackScreen });
