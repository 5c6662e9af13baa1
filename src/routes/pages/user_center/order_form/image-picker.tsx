import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import type { MediaKind } from '../../../../domain/media-kinds';
import { toast } from '../../../../ui/feedback';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { TEXTS } from '../../../../ui/texts';
import { useMediaUpload } from '../../../../ui/hooks/use-media-upload';
import { useAppContext } from '../../../use-app-context';

const TEXTS_OF_PICKER = { offline: CHECKOUT_TEXTS.evaluate.uploadOffline, failed: TEXTS.upload.failed };

/**
 * Comment, after-sales, feedback, culture and shop application pictures: sent to the media service when picked
 * (the form keeps their detail URLs), which needs the network.
 */
export function ImagePicker({ value, onChange, maxCount = 9, kind = 'comment-image' }: {
  value: ImageUploadItem[]; onChange(items: ImageUploadItem[]): void; maxCount?: number; kind?: MediaKind;
}) {
  const { sync } = useAppContext();
  const uploadMedia = useMediaUpload(sync);
  async function upload(file: File): Promise<ImageUploadItem> {
    try {
      const record = await uploadMedia(kind, file, TEXTS_OF_PICKER);
      return { url: record.urls.detail ?? '' };
    } catch (error) {
      toast(error instanceof Error ? error.message : TEXTS.upload.failed);
      throw error;
    }
  }
  return <ImageUploader value={value} onChange={onChange} upload={upload} maxCount={maxCount} accept="image/png,image/jpeg,image/webp,image/gif" />;
}
