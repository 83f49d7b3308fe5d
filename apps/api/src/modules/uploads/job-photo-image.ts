import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { imageWork } from './image-work';
import { loadSharp } from './load-sharp';

/** The longest side of a stored job photo: sharp on a phone and a desktop, small to send. */
const JOB_PHOTO_MAX_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decides the type by the bytes, never the name: only real JPEG, PNG and WebP images pass. The
 * result is a fresh WebP of at most 1600px a side, turned upright, so nothing of the upload
 * (metadata such as GPS position, trailing data) is ever served.
 */
export function toJobPhotoImage(upload: Buffer): Promise<Buffer> {
  return imageWork(() => convert(upload));
}

async function convert(upload: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.jobs.photoUnsupportedType);
  }
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(JOB_PHOTO_MAX_SIDE, JOB_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.jobs.photoUnsupportedType);
  }
}
