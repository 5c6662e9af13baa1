import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { uploadImage } from '../../../../contract/upload';
import { toast } from '../../../../ui/feedback';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { newClientId } from '../../../../ui/hooks/use-entry-outcome';
import { useAppContext } from '../../../use-app-context';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Comment, after-sales and shop application pictures: an upload makes no sense offline, so it goes to the host directly. */
export function ImagePicker({ value, onChange, maxCount = 9 }: { value: ImageUploadItem[]; onChange(items: ImageUploadItem[]): void; maxCount?: number }) {
  const { api } = useAppContext();
  async function upload(file: File): Promise<ImageUploadItem> {
    if (!navigator.onLine) {
      toast(CHECKOUT_TEXTS.evaluate.uploadOffline);
      throw new Error(CHECKOUT_TEXTS.evaluate.uploadOffline);
    }
    try {
      const { url } = await api.call(uploadImage, { dataBase64: await readBase64(file) }, { idempotencyKey: newClientId('up') });
      return { url };
    } catch (error) {
      toast(error instanceof Error ? error.message : CHECKOUT_TEXTS.evaluate.uploadOffline);
      throw error;
    }
  }
  return <ImageUploader value={value} onChange={onChange} upload={upload} maxCount={maxCount} accept="image/png,image/jpeg,image/webp,image/gif" />;
}
