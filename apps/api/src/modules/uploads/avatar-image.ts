import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { imageWork } from './image-work';
import { loadSharp } from './load-sharp';

const AVATAR_SIZE = 512;

/**
 * Decides the type by the bytes, never the name: only real JPEG and PNG images pass. The result is a
 * fresh square WebP, so nothing of the upload (metadata, trailing data) is ever served.
 */
export function toAvatarImage(upload: Buffer): Promise<Buffer> {
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
  if (format !== 'jpeg' && format !== 'png') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.avatar.unsupportedType);
  }
  try {
    return await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.avatar.unsupportedType);
  }
}
