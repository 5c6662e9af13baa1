import sharp, { type SharpOptions } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '../../src/domain/media-kinds';

/** A 10 MB file can hold a picture that needs gigabytes decoded: refuse more pixels than a 80-megapixel camera makes. */
const MAX_INPUT_PIXELS = 80_000_000;
const WEBP = { quality: 80, effort: 4 } as const;
/** A video's poster is shown where the detail image would be. */
const POSTER_WIDTH = IMAGE_VARIANT_WIDTHS.detail;

export interface ImageFile {
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

export class UnreadableImage extends Error {}

const options: SharpOptions = { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

async function webp(input: Buffer, width: number, name: string): Promise<ImageFile> {
  const { data, info } = await sharp(input, options)
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  return { name, data, width: info.width, height: info.height };
}

/**
 * The list (360 px), detail (750) and zoom (1500) WebP copies of an image, upright (EXIF orientation applied), never
 * wider than the original, without the camera's metadata. An animated GIF or WebP keeps its first frame.
 */
export async function makeImageVariants(input: Buffer): Promise<{ width: number; height: number; variants: ImageFile[] }> {
  try {
    const meta = await sharp(input, options).metadata();
    const variants: ImageFile[] = [];
    for (const [name, width] of Object.entries(IMAGE_VARIANT_WIDTHS)) variants.push(await webp(input, width, `${name}.webp`));
    return { width: meta.autoOrient.width, height: meta.autoOrient.height, variants };
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

/** A video's poster from one decoded frame (PNG from ffmpeg). */
export async function makePoster(frame: Buffer): Promise<ImageFile & { frameWidth: number; frameHeight: number }> {
  const meta = await sharp(frame, options).metadata();
  const poster = await webp(frame, POSTER_WIDTH, 'poster.webp');
  return { ...poster, frameWidth: meta.autoOrient.width, frameHeight: meta.autoOrient.height };
}
