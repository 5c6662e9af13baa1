import type { ApiClient } from '../../api/client';
import { uploadChatImg, uploadChatVideo } from '../../contract/service/chat';
import { CHAT_TEXTS as T } from '../../ui/chat-texts';
import { uploadMedia } from '../../ui/hooks/use-media-upload';
import type { SyncHandle } from '../../workers/sync-handle';

const VIDEO_POLL_MS = 1500;
const VIDEO_WAIT_MS = 90_000;
const CHAT_UPLOAD = { offline: T.uploadOffline, failed: T.uploadFailed };

/**
 * A picture or short video for a chat message: uploaded, then registered with uploadchatimg / uploadChatVideo, which
 * answer the URLs a message may carry. A video is sent once its MP4 is made (polled), so the other side can play it.
 */
export async function uploadChatMedia(api: ApiClient, sync: SyncHandle, type: 'image' | 'video', file: File, onStage?: (stage: string) => void) {
  onStage?.(T.uploading);
  const record = await uploadMedia(sync, type === 'image' ? 'chat-image' : 'chat-video', file, CHAT_UPLOAD);
  if (type === 'image') return { url: (await api.call(uploadChatImg, { mediaId: record.id })).url, poster: '' };
  onStage?.(T.videoProcessing);
  const until = Date.now() + VIDEO_WAIT_MS;
  for (;;) {
    const video = await api.call(uploadChatVideo, { mediaId: record.id });
    if (video.ready || Date.now() > until) return { url: video.url, poster: video.poster };
    await new Promise((resolve) => setTimeout(resolve, VIDEO_POLL_MS));
  }
}
