import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Result } from 'antd-mobile';
import type { LiveComplaint } from '../../../contract/social/live-room';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { lastReportKey } from '../../../sync/live-room-mutations';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

/** spec §2 user_center/live-report-finish: thanks, and the report as the host took it (complaint detail) once it has. */
function LiveReportFinishScreen() {
  const { roomId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const stored = useLiveQuery(sync, 'cachedEntry', { key: lastReportKey(roomId) });
  const report = (stored.data?.value ?? null) as LiveComplaint | null;
  return (
    <div className="page live-report">
      <NavBar onBack={() => goBack()}>{T.finishTitle}</NavBar>
      <Result status="success" title={T.reportQueued} description={T.finishText} />
      {report && (
        <div className="live-report__detail" data-testid="live-report-detail">
          <p>{T.reportType}：{report.typeName}</p>
          {report.content && <p>{report.content}</p>}
          <p>{T.status[report.status] ?? report.status} · {new Date(report.createdAt).toLocaleString('zh-CN', { hour12: false })}</p>
        </div>
      )}
      <Button block onClick={() => void navigate({ to: PATHS.liveRoom, search: { roomId }, replace: true })}>{T.backToRoom}</Button>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.liveReportFinish}` as const)({ component: LiveReportFinishScreen });
