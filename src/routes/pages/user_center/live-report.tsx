import { useState } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Form, NavBar, Selector, TextArea } from 'antd-mobile';
import { liveComplaintTypes, liveInfo, LIVE_COMPLAINT_MAX } from '../../../contract/social/live-room';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

/** spec §2 user_center/live-report: a report of a room (type and words), queued like any change, then the finish page. */
function LiveReportScreen() {
  const { roomId } = Route.useSearch();
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const types = useCachedCall(sync, liveComplaintTypes, {});
  const info = useCachedCall(sync, liveInfo, { roomId });
  const [typeId, setTypeId] = useState('');
  const [content, setContent] = useState('');
  async function submit() {
    const queued = await sync.mutate('live.complaintAdd', { roomId, typeId, content });
    if (!queued.ok) return toast(queued.msg);
    void navigate({ to: PATHS.liveReportFinish, search: { roomId }, replace: true });
  }
  return (
    <div className="page live-report">
      <NavBar onBack={() => goBack()}>{T.reportTitle}</NavBar>
      {info.data && <p className="live-report__room">{info.data.room.title} · {info.data.room.hostName}</p>}
      <Form layout="vertical" footer={<Button block color="danger" disabled={!typeId} onClick={() => void submit()}>{T.reportSubmit}</Button>}>
        <Form.Item label={T.reportType}>
          <Selector columns={2} options={(types.data ?? []).map((ty) => ({ label: ty.name, value: ty.id }))} value={typeId ? [typeId] : []} onChange={(v) => setTypeId(v[0] ?? '')} />
        </Form.Item>
        <Form.Item label={T.reportContent}>
          <TextArea value={content} onChange={setContent} maxLength={LIVE_COMPLAINT_MAX} showCount rows={4} />
        </Form.Item>
      </Form>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.liveReport}` as const)({ component: LiveReportScreen });
