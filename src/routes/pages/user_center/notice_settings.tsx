import { createLazyRoute } from '@tanstack/react-router';
import { List, NavBar, Switch, Tag } from 'antd-mobile';
import { noticeSettings } from '../../../contract/account/settings';
import { applyNoticeChanges, isNoticeTopic, noticeSwitchesOf, NOTICE_TOPIC_HINTS, NOTICE_TOPIC_LABELS, type NoticeSwitch, type NoticeTopic } from '../../../domain/notices';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../ui/hooks/use-online';
import { SETTINGS_TEXTS } from '../../../ui/settings-texts';
import { PATHS } from '../../paths';
import { InfoState } from '../../settings/info-state';
import { usePendingEntries } from '../../settings/use-pending';
import { useAppContext } from '../../use-app-context';
import { goBack } from '../../go-back';

const T = SETTINGS_TEXTS.notices;

/** spec §2 user_center/notice_settings: per-topic switches kept by the host, changed offline through the outbox. */
function NoticeSettingsScreen() {
  const { sync } = useAppContext();
  const online = useOnline();
  const confirmed = useCachedCall(sync, noticeSettings, {});
  const entries = usePendingEntries('notice.save');
  const pending = entries.filter((e) => e.status === 'pending');
  const changes: NoticeSwitch[] = pending.flatMap((e) => (isNoticeTopic(e.args.topic) ? [{ topic: e.args.topic, enabled: e.args.enabled === true }] : []));
  // Before the first answer the defaults show, so the switches work offline on a first visit too.
  const switches = applyNoticeChanges(confirmed.data?.switches ?? noticeSwitchesOf([]), changes);
  const waiting = new Set(changes.map((c) => c.topic));
  const refused = new Set(entries.filter((e) => e.status === 'rejected').map((e) => String(e.args.topic)));

  async function change(topic: NoticeTopic, enabled: boolean) {
    const result = await sync.mutate('notice.save', { topic, enabled });
    if (!result.ok) toast(result.msg);
  }

  return (
    <div className="info-page" data-testid="notice-settings">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      {confirmed.data && <InfoState hasData loading={false} failure={confirmed.failure} savedAt={confirmed.savedAt} />}
      <p className="info-caption">{online ? T.caption : T.offline}</p>
      <List>
        {switches.map((s) => (
          <List.Item
            key={s.topic}
            description={NOTICE_TOPIC_HINTS[s.topic]}
            extra={<Switch checked={s.enabled} aria-label={NOTICE_TOPIC_LABELS[s.topic]} onChange={(v) => void change(s.topic, v)} />}
          >
            {NOTICE_TOPIC_LABELS[s.topic]}
            {waiting.has(s.topic) && <Tag color="warning" fill="outline" style={{ marginLeft: 6 }}>{SETTINGS_TEXTS.common.pending}</Tag>}
            {!waiting.has(s.topic) && refused.has(s.topic) && <Tag color="danger" fill="outline" style={{ marginLeft: 6 }}>{SETTINGS_TEXTS.common.rejected}</Tag>}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.noticeSettings}` as const)({ component: NoticeSettingsScreen });
