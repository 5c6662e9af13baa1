import { createLazyRoute } from '@tanstack/react-router';
import { Button, Form, Input, List, NavBar, Selector, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { complaintMine } from '../../../../contract/service/info';
import { formatDateTime } from '../../../../domain/relative-time';
import { COMPLAINT_MAX, COMPLAINT_TYPE_LABELS, COMPLAINT_TYPES, type ComplaintType } from '../../../../domain/info-pages';
import { toast } from '../../../../ui/feedback';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { SETTINGS_TEXTS } from '../../../../ui/settings-texts';
import { PATHS } from '../../../paths';
import { usePendingEntries } from '../../../settings/use-pending';
import { useAppContext } from '../../../use-app-context';
import '../../../settings/settings.css';
import { goBack } from '../../../go-back';

const T = SETTINGS_TEXTS.complaint;
const OPTIONS = COMPLAINT_TYPES.map((value) => ({ value, label: COMPLAINT_TYPE_LABELS[value] }));

/** spec §2 user_center line_service/complaint: a complaint for the administrators, queued offline; the user's own below. */
function ComplaintScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const [type, setType] = useState<ComplaintType>('goods');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [orderId, setOrderId] = useState('');
  const mine = useCachedCall(sync, complaintMine, {});
  const queued = usePendingEntries('complaint.add');

  async function submit() {
    const result = await sync.mutate('complaint.add', { type, content, contact, orderId });
    if (!result.ok) {
      toast(result.msg);
      return;
    }
    toast(online ? T.sent : T.queued);
    setContent('');
    setOrderId('');
    setTimeout(() => void mine.reload(), 1500);
  }

  return (
    <div className="info-page" data-testid="complaint-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <Form layout="vertical" footer={<Button block color="primary" onClick={() => void submit()}>{T.submit}</Button>}>
        <Form.Item label={T.type}>
          <Selector options={OPTIONS} value={[type]} onChange={(v) => v[0] && setType(v[0])} />
        </Form.Item>
        <Form.Item label={T.content}>
          <TextArea value={content} onChange={setContent} placeholder={T.contentPlaceholder} maxLength={COMPLAINT_MAX} showCount rows={4} />
        </Form.Item>
        <Form.Item label={T.contact}>
          <Input value={contact} onChange={setContact} type="tel" inputMode="tel" clearable />
        </Form.Item>
        <Form.Item label={T.orderId}>
          <Input value={orderId} onChange={setOrderId} clearable />
        </Form.Item>
      </Form>
      <List header={T.mine}>
        {queued.map((e) => (
          <List.Item key={e.id} description={String(e.args.content ?? '')}
            extra={<Tag color={e.status === 'rejected' ? 'danger' : 'warning'} fill="outline">{e.status === 'rejected' ? e.errorMsg || SETTINGS_TEXTS.common.rejected : SETTINGS_TEXTS.common.pending}</Tag>}>
            {COMPLAINT_TYPE_LABELS[e.args.type as ComplaintType] ?? ''}
          </List.Item>
        ))}
        {mine.data?.list.map((c) => (
          <List.Item key={c.id} description={c.content} extra={<Tag fill="outline">{T.status[c.status]}</Tag>}>
            {COMPLAINT_TYPE_LABELS[c.type]} · {formatDateTime(c.createdAt)}
          </List.Item>
        ))}
        {mine.data?.list.length === 0 && queued.length === 0 && <List.Item>{T.empty}</List.Item>}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.complaint}` as const)({ component: ComplaintScreen });
