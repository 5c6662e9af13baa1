import { useEffect, useState } from 'react';
import type { DraftMedia } from '../db/collections/drafts';
import { useAppContext } from './use-app-context';

/** Where a draft's picture or video shows from: the host once uploaded, else the bytes the device keeps for it. */
export function useDraftMediaSrc(entry: DraftMedia): string {
  const { sync } = useAppContext();
  const [src, setSrc] = useState(entry.url);
  useEffect(() => {
    if (entry.url) { setSrc(entry.url); return; }
    let url = '';
    let live = true;
    void sync.readDraftBlob(entry.key).then((blob) => {
      if (!blob || !live) return;
      url = URL.createObjectURL(blob);
      setSrc(url);
    });
    return () => { live = false; if (url) URL.revokeObjectURL(url); };
  }, [sync, entry.key, entry.url]);
  return src;
}
