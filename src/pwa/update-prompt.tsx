import { useEffect } from 'react';
import { Dialog } from 'antd-mobile';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { TEXTS } from '../ui/texts';

/** A new version is offered, never forced: the user picks the moment (no edit is lost). */
export function UpdatePrompt() {
  const { needRefresh: [needRefresh, setNeedRefresh], updateServiceWorker } = useRegisterSW({
    onRegisteredSW() {
      void navigator.storage?.persist?.();
    },
  });
  useEffect(() => {
    if (!needRefresh) return;
    void Dialog.confirm({
      title: TEXTS.pwa.updateTitle,
      content: TEXTS.pwa.updateContent,
      confirmText: TEXTS.pwa.updateNow,
      cancelText: TEXTS.pwa.later,
    }).then((yes) => (yes ? updateServiceWorker(true) : setNeedRefresh(false)));
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);
  return null;
}
