import { uploadFromPage, UploadRefused } from '../../api/tus-upload';
import type { MediaKind } from '../../domain/media-kinds';

export { UploadRefused };

/** One picture of the user's own (avatar, payee image): the caller checks navigator.onLine first. Answers its `detail` URL. */
export async function uploadPicture(kind: MediaKind, file: File, userToken: string): Promise<string> {
  const record = await uploadFromPage(kind, file, userToken, '上传失败，请重试');
  if (!record.urls.detail) throw new UploadRefused('上传失败，请重试');
  return record.urls.detail;
}
