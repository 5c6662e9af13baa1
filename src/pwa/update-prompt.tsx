import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { confirmDialog } from '../ui/feedback';
import { TEXTS } from '../ui/texts';
import { forgetAcceptedUpdate, hasAcceptedUpdate, takeWaitingVersion } from './take-update';

async function waitingWorker(): Promise<ServiceWorker | null> {
  return (await navigator.serviceWorker.getRegistration())?.waiting ?? null;
}

/** A new version is offered, never forced: the user picks the moment (no edit is lost). */
export function UpdatePrompt() {
  const { needRefresh: [needRefresh, setNeedRefresh] } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      void navigator.storage?.persist?.();
      if (!registration?.waiting) forgetAcceptedUpdate();
    },
  });
  useEffect(() => {
    if (!needRefresh) return;
    void (async () => {
      // A version the user accepted before a reload (a parked update, take-update.ts) is taken without asking again.
      const yes = hasAcceptedUpdate() || await confirmDialog(TEXTS.pwa.updateContent, {
        title: TEXTS.pwa.updateTitle,
        confirmText: TEXTS.pwa.updateNow,
        cancelText: TEXTS.pwa.later,
      });
      const waiting = yes ? await waitingWorker() : null;
      if (waiting) takeWaitingVersion(waiting);
      else setNeedRefresh(false);
    })();
  }, [needRefresh, setNeedRefresh]);
  return null;
}
