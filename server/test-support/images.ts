import { uploadImage } from '../../src/contract/upload';
import { userHeaders, type TestApp } from './test-app';

/** The smallest bytes the host takes as a PNG. */
export const PNG_BASE64 = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');

/** An image the user uploaded, as its URL: what forms that take pictures send. */
export async function uploadedImage(t: TestApp, token: string): Promise<string> {
  const answer = await t.call(uploadImage, { dataBase64: PNG_BASE64 }, userHeaders(token));
  if (answer.code !== 0) throw new Error(answer.msg);
  return answer.data.url;
}
