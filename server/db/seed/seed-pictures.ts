import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderGoodsSvg } from '../../services/catalogue/illustrations/svg-image';

const PICTURE_PX = 360;

/** The demo's deterministic media id of video `n` (0: the live replay; the media service's ids are 32 hex digits). */
export const seedVideoMediaId = (n: number) => createHash('md5').update(`seed-short-video-${n}`).digest('hex');

/** A catalogue picture (`/media/img/<hue>/<label>.svg?…`, seed/images.ts) drawn as the PNG ffmpeg reads. */
export async function drawPicture(url: string, file: string): Promise<void> {
  const [pathPart = '', query = ''] = url.split('?');
  const [, , , hue = '0', name = ''] = pathPart.split('/');
  const look = Object.fromEntries(new URLSearchParams(query));
  const svg = renderGoodsSvg(decodeURIComponent(name.replace(/\.svg$/, '')), Number(hue), look);
  await sharp(Buffer.from(svg)).resize(PICTURE_PX, PICTURE_PX, { fit: 'contain', background: '#ffffff' }).png().toFile(file);
}
