import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, NavBar, Selector, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { DYNAMIC_IMGS_MAX, DYNAMIC_TEXT_MAX, selCommunities } from '../../../contract/social/dynamic';
import { DYNAMIC_DEFAULT_COMMUNITY, picturesRoomLeft } from '../../../domain/dynamic-rules';
import { toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { useLiveQuery } from '../../../ui/hooks/use-live-query';
import { useSession } from '../../../ui/hooks/use-session';
import { useOnline } from '../../../ui/hooks/use-online';
import { SOCIAL_TEXTS as T } from '../../../ui/social-texts';
import { PATHS } from '../../paths';
import { DraftThumb } from '../../social/draft-thumb';
import { useAppContext } from '../../use-app-context';
import '../../social/social.css';
import { goBack } from '../../go-back';

/**
 * 发布动态: text, a community and up to nine pictures, kept as a draft on the device as typed (the one drafts collection);
 * 发布 queues it through the outbox, after its pictures are uploaded (offline: once back online), published once.
 */
function ReleaseScreen() {
  const { sync, session } = useAppContext();
  const me = useSession(session).userId ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const [draftId] = useState(() => globalThis.crypto.randomUUID());
  const [text, setText] = useState('');
  const [communityId, setCommunityId] = useState(DYNAMIC_DEFAULT_COMMUNITY);
  const picker = useRef<HTMLInputElement>(null);
  const communities = useCachedCall(sync, selCommunities, {}).data ?? [];
  const draft = (useLiveQuery(sync, 'dynamicDrafts', { userId: me }).data ?? []).find((d) => d.draftId === draftId);
  const media = draft?.media ?? [];

  const saveFields = (fields: { text?: string; communityId?: string }) =>
    sync.changeDraft({ op: 'fields', form: 'dynamic', draftId, fields });

  async function addPictures(files: FileList | null) {
    const picked = Array.from(files ?? []).slice(0, picturesRoomLeft(media.length, DYNAMIC_IMGS_MAX));
    for (const file of picked) {
      const result = await sync.changeDraft({ op: 'addMedia', form: 'dynamic', draftId, slot: 'img', blob: file, name: file.name });
      if (!result.ok) { toast(result.msg); return; }
    }
    if (picker.current) picker.current.value = '';
  }

  async function publish() {
    if (!text.trim() && media.length === 0) { toast('请输入动态内容或添加图片'); return; }
    await saveFields({ text, communityId });
    const result = await sync.changeDraft({ op: 'publish', draftId });
    if (!result.ok) { toast(result.msg); return; }
    toast(online ? T.publishedToast : T.queuedToast);
    void navigate({ to: PATHS.dynamicFeed, search: { tab: 'mine' }, replace: true });
  }

  return (
    <div className="page dy-page dy-release">
      <NavBar onBack={() => goBack()}>{T.releaseTitle}</NavBar>
      <TextArea className="dy-release__text" placeholder={T.textPlaceholder} value={text} maxLength={DYNAMIC_TEXT_MAX} showCount autoSize={{ minRows: 4 }}
        onChange={(value) => { setText(value); void saveFields({ text: value }); }} />
      <div className="dy-pics dy-pics--3 dy-release__pics">
        {media.map((m) => <DraftThumb key={m.key} entry={m} onRemove={() => void sync.changeDraft({ op: 'removeMedia', draftId, key: m.key })} />)}
        {media.length < DYNAMIC_IMGS_MAX && (
          <button type="button" className="dy-pic dy-pic--add" onClick={() => picker.current?.click()}>＋<small>{T.addPicture}</small></button>
        )}
      </div>
      <input ref={picker} type="file" accept="image/*" multiple hidden data-testid="dynamic-pictures" onChange={(e) => void addPictures(e.target.files)} />
      <p className="dy-release__hint">{T.picturesMax(DYNAMIC_IMGS_MAX)}</p>
      <h3 className="dy-release__label">{T.community}</h3>
      <Selector columns={3} value={[communityId]} options={communities.map((c) => ({ label: c.name, value: c.communityId }))}
        onChange={(value) => { const next = value[0] ?? DYNAMIC_DEFAULT_COMMUNITY; setCommunityId(next); void saveFields({ communityId: next }); }} />
      <Button block color="primary" className="dy-release__publish" onClick={() => void publish()}>{T.publish}</Button>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.dynamicRelease}` as const)({ component: ReleaseScreen });
