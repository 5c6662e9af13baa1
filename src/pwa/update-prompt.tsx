import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { confirmDialog } from '../ui/feedback';
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
    void confirmDialog(TEXTS.pwa.updateContent, {
      title: TEXTS.pwa.updateTitle,
      confirmText: TEXTS.pwa.updateNow,
      cancelText: TEXTS.pwa.later,
    }).then((yes) => (yes ? updateServiceWorker(true) : setNeedRefresh(false)));
  }, [needRefresh, setNeedRefresh, updateServiceWorker]);
  return null;
}
