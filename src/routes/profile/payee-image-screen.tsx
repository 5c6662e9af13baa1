import { useRef, useState } from 'react';
import { Button, NavBar } from 'antd-mobile';
import { payeeImages, payeeImageSet } from '../../contract/account/profile';
import type { PayeeKind } from '../../domain/profile';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { confirmDialog, showError, toast, withLoading } from '../../ui/feedback';
import { newClientId } from '../../ui/hooks/use-entry-outcome';
import { useCachedCall } from '../../ui/hooks/use-cached-call';
import { UploadRefused, useMediaUpload } from '../../ui/hooks/use-media-upload';
import { useOnline } from '../../ui/hooks/use-online';
import { PROFILE_TEXTS } from '../../ui/profile-texts';
import { TEXTS } from '../../ui/texts';
import { useAppContext } from '../use-app-context';
import './profile.css';
import { goBack } from '../go-back';

const T = PROFILE_TEXTS.payee;
const PAYEE_UPLOAD = { offline: T.needsNetwork, failed: TEXTS.upload.failed };

/**
 * A payee QR image (change_wechatpay_img, change_alipay_img): shown from the device's last copy, replaced by a new
 * upload. Uploading needs the network, and so does the save that follows it.
 */
export function PayeeImageScreen({ kind }: { kind: PayeeKind }) {
  const { sync, api } = useAppContext();
  const online = useOnline();
  const uploadMedia = useMediaUpload(sync);
  const state = useCachedCall(sync, payeeImages, {});
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const title = kind === 'wechat' ? T.wechatTitle : T.alipayTitle;
  const current = state.data?.[kind] ?? '';

  async function save(imageUrl: string) {
    await api.call(payeeImageSet, { kind, imageUrl }, { idempotencyKey: newClientId('payee') });
    await state.reload();
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!navigator.onLine) return toast(T.needsNetwork);
    setBusy(true);
    try {
      await withLoading(uploadMedia('payee-image', file, PAYEE_UPLOAD).then((record) => save(record.urls.detail ?? '')));
      toast(T.saved);
    } catch (error) {
      if (error instanceof UploadRefused) toast(error.message);
      else showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!navigator.onLine) return toast(T.needsNetwork);
    if (!(await confirmDialog(T.removeConfirm))) return;
    try {
      await withLoading(save(''));
      toast(T.removed);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <div className="page payee-image">
      <NavBar onBack={() => goBack()}>{title}</NavBar>
      {!online && <div className="offline-notice" role="status">{T.needsNetwork}</div>}
      {state.loading ? <LoadingState /> : state.data === null ? <EmptyState title={state.failure?.msg} /> : (
        <div className="payee__panel">
          {current ? <img className="payee__image" src={current} alt={title} data-testid="payee-image" /> : <div className="payee__empty">{T.empty}</div>}
          <Button block color="primary" loading={busy} onClick={() => (navigator.onLine ? fileInput.current?.click() : toast(T.needsNetwork))}>
            {current ? T.replace : T.upload}
          </Button>
          {current && <Button block fill="outline" onClick={() => void remove()}>{T.remove}</Button>}
          <p className="page-hint">{T.hint}</p>
        </div>
      )}
      <input ref={fileInput} className="profile-edit__file" type="file" accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={title} data-testid="payee-file" onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }} />
    </div>
  );
}
