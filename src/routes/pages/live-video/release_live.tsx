import { useRef, useState, type MutableRefObject } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, Checkbox, Form, Input, NavBar, Selector } from 'antd-mobile';
import { LIVE_MESSAGES, liveClasses, liveOpen, type LiveStreamAccess } from '../../../contract/social/live-room';
import { realNameState } from '../../../contract/wallet/withdraw';
import { shopGoodsList } from '../../../contract/shop/goods';
import { mediaUrl } from '../../../domain/media-kinds';
import { PullRefresh } from '../../../ui/discovery/pull-refresh';
import { EmptyState } from '../../../ui/components/page-state';
import { PriceText } from '../../../ui/components/price-text';
import { showError, toast } from '../../../ui/feedback';
import { useCachedCall } from '../../../ui/hooks/use-cached-call';
import { UploadRefused, useMediaUpload } from '../../../ui/hooks/use-media-upload';
import { useOnline } from '../../../ui/hooks/use-online';
import { useSession } from '../../../ui/hooks/use-session';
import { LIVE_ROOM_TEXTS as T } from '../../../ui/live-room-texts';
import { TEXTS } from '../../../ui/texts';
import { StreamAccess } from '../../live-room/stream-access';
import { PATHS } from '../../paths';
import { useAppContext } from '../../use-app-context';
import '../../live-room/live.css';
import { goBack } from '../../go-back';

/** The shop's goods on sale, for a shop owner; none for a verified user without a shop. */
function ShopGoodsPicker({ value, onChange, reloadRef }: { value: string[]; onChange(ids: string[]): void; reloadRef: MutableRefObject<() => Promise<unknown>> }) {
  const { sync } = useAppContext();
  const goods = useCachedCall(sync, shopGoodsList, { pageNum: 1, pageSize: 50, shelf: 'on', keyword: '', kind: '', stock: '' });
  reloadRef.current = goods.reload;
  const list = goods.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Form.Item label={T.goodsLabel} description={T.goodsHint}>
      <Checkbox.Group value={value} onChange={(ids) => onChange(ids as string[])}>
        {list.map((g) => (
          <div key={g.goodsId} className="live-pick"><Checkbox value={g.goodsId} data-testid="live-pick-goods">{g.name}</Checkbox><PriceText fen={g.salePrice} size="small" /></div>
        ))}
      </Checkbox.Group>
    </Form.Item>
  );
}

/** spec §2 live-video release (ours: release_live): title, class, cover through the media service, goods; pull down to refresh. */
function ReleaseLiveScreen() {
  const { sync, api, session } = useAppContext();
  const me = useSession(session);
  const online = useOnline();
  const uploadMedia = useMediaUpload(sync);
  const navigate = useNavigate();
  const classes = useCachedCall(sync, liveClasses, {});
  const [title, setTitle] = useState('');
  const [classId, setClassId] = useState('');
  const [cover, setCover] = useState('');
  const [coverState, setCoverState] = useState('');
  const [goodsIds, setGoodsIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<{ roomId: string; access: LiveStreamAccess } | null>(null);
  const reloadGoods = useRef<() => Promise<unknown>>(async () => undefined);
  // Who may stream is said before the form is filled (issue 34.12): a shop owner, or a user with real-name
  // authentication. The host still decides at 开始直播.
  const realName = useCachedCall(sync, realNameState, {});
  const mayNotStream = !me.userInfo.shopId && realName.data?.realName === false;

  async function pickCover(file: File | undefined) {
    if (!file) return;
    setCoverState(T.coverUploading);
    try {
      const record = await uploadMedia('goods-image', file, { offline: TEXTS.upload.offline, failed: T.coverFailed });
      setCover(mediaUrl(record.id, 'detail.webp'));
      setCoverState('');
    } catch (error) {
      setCoverState('');
      if (error instanceof UploadRefused) toast(error.message);
      else showError(error);
    }
  }
  async function open() {
    if (!online) return toast(T.offline);
    setBusy(true);
    try {
      const answer = await api.call(liveOpen, { title, classId, cover, goodsIds });
      setOpened({ roomId: answer.room.roomId, access: answer.access });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page live-release">
      <NavBar onBack={() => goBack()}>{T.releaseTitle}</NavBar>
      <PullRefresh onRefresh={() => Promise.all([classes.reload(), reloadGoods.current()])}>
        {mayNotStream && !opened ? (
          <div className="live-release__not-streamer" data-testid="live-not-streamer">
            <EmptyState title={LIVE_MESSAGES.notStreamer} />
            <Button block color="primary" onClick={() => void navigate({ to: PATHS.authenUserInfo })}>{T.toRealName}</Button>
          </div>
        ) : opened ? (
          <div className="live-release__done">
            <StreamAccess access={opened.access} />
            <Button block color="primary" onClick={() => void navigate({ to: PATHS.liveRoom, search: { roomId: opened.roomId } })}>{T.enterRoom}</Button>
          </div>
        ) : (
          <Form layout="vertical" footer={<Button block color="danger" loading={busy} onClick={() => void open()} data-testid="live-start">{busy ? T.opening : T.start}</Button>}>
            <Form.Item label={T.formTitle}><Input aria-label={T.formTitle} placeholder={T.titlePlaceholder} value={title} onChange={setTitle} maxLength={30} /></Form.Item>
            <Form.Item label={T.classLabel}>
              <Selector columns={3} options={(classes.data ?? []).map((c) => ({ label: c.name, value: c.id }))} value={classId ? [classId] : []} onChange={(v) => setClassId(v[0] ?? '')} />
            </Form.Item>
            <Form.Item label={T.coverLabel}>
              <label className="live-cover">
                {cover ? <img src={cover} alt="" /> : <span>{coverState || T.coverPick}</span>}
                <input type="file" accept="image/*" hidden onChange={(e) => void pickCover(e.target.files?.[0])} />
              </label>
            </Form.Item>
            {me.shopToken && <ShopGoodsPicker value={goodsIds} onChange={setGoodsIds} reloadRef={reloadGoods} />}
          </Form>
        )}
      </PullRefresh>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.releaseLive}` as const)({ component: ReleaseLiveScreen });
