import { Link } from '@tanstack/react-router';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { DYNAMIC_MSG_MAX, DYNAMIC_MSGS_PAGE, selDynamicMsgs, type DynamicMsg } from '../../contract/social/dynamic';
import type { OutboxEntry } from '../../db/collections/outbox';
import { formatRelativeTime } from '../../domain/relative-time';
import { toast } from '../../ui/feedback';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { useLoginFirst } from '../../ui/hooks/use-login-first';
import { SOCIAL_TEXTS as T } from '../../ui/social-texts';
import { PATHS } from '../paths';
import { useAppContext } from '../use-app-context';

/** 评论: the host's messages, then this device's queued ones (待同步) until the host has them; sent through the outbox once. */
export function DynamicMsgs({ dynamicId, outbox, me }: { dynamicId: string; outbox: OutboxEntry[]; me: { id: string; name: string } }) {
  const { sync } = useAppContext();
  const loginFirst = useLoginFirst();
  const [text, setText] = useState('');
  const confirmed = useCachedCall(sync, selDynamicMsgs, { dynamicId, ...DYNAMIC_MSGS_PAGE }).data?.list ?? [];
  const known = new Set(confirmed.map((m) => m.msgId));
  const queued: (DynamicMsg & { pending: boolean })[] = outbox
    .filter((e) => e.name === 'dynamic.addMsg' && e.args.dynamicId === dynamicId && !known.has(String(e.args.msgId)))
    .map((e) => ({
      msgId: String(e.args.msgId), dynamicId, userId: me.id, userName: me.name, userLogo: '', text: String(e.args.text), createdAt: e.createdAt,
      pending: e.status === 'pending',
    }));
  const shown = [...confirmed.map((m) => ({ ...m, pending: false })), ...queued];

  async function send() {
    if (!(await loginFirst())) return;
    const result = await sync.mutate('dynamic.addMsg', { dynamicId, msgId: globalThis.crypto.randomUUID(), text });
    if (result.ok) setText('');
    else toast(result.msg);
  }

  return (
    <section className="dy-msgs" data-testid="dynamic-msgs">
      <h3 className="dy-msgs__title">{T.msgsTitle} {shown.length}</h3>
      {shown.length === 0 && <p className="dy-msgs__empty">{T.msgsEmpty}</p>}
      {shown.map((m) => (
        <div className="dy-msg" key={m.msgId} data-testid="dynamic-msg">
          <Link className="dy-card__name" to={PATHS.userHome} search={{ userId: m.userId }}>{m.userName}</Link>
          <span className="dy-msg__text">{m.text}</span>
          <span className="dy-card__meta">{m.pending ? T.pending : formatRelativeTime(m.createdAt, Date.now())}</span>
        </div>
      ))}
      <div className="dy-msgs__send">
        <Input placeholder={T.msgPlaceholder} value={text} maxLength={DYNAMIC_MSG_MAX} onChange={setText} onEnterPress={() => void send()} />
        <Button size="small" color="primary" disabled={!text.trim()} onClick={() => void send()}>{T.send}</Button>
      </div>
    </section>
  );
}
