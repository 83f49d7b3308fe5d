import type { ChatAttachmentKind } from '@trademate/shared/constants/chat-attachments';
import * as messages from '@trademate/shared/messages';
import { AppError } from '../../lib/app-error';
import { imageWork } from './image-work';
import { loadSharp } from './load-sharp';

/** The longest side of a stored chat photo: a photographed quote stays legible. */
const PHOTO_MAX_SIDE = 2048;
/** The longest side of its thumbnail: sharp at the room's 240px on a phone's dense screen. */
const THUMBNAIL_MAX_SIDE = 480;
/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const MAX_NAME_LENGTH = 100;

export interface ChatAttachmentFile {
  kind: ChatAttachmentKind;
  fileName: string;
  contentType: string;
  extension: 'webp' | 'pdf';
  content: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
}

/**
 * The sender's file name made safe to show and to send back in `Content-Disposition`: no folders,
 * no control, bidirectional-override, quote or reserved characters, at most 100 characters, and
 * always the extension of what is actually stored (a photo becomes `.webp`).
 */
export function safeFileName(sent: string, extension: string, fallback: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    // Control characters, bidirectional overrides and isolates (which can disguise an extension),
    // and characters no file system or header takes as they are.
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069"*:<>?|;]/gu, '')
    .trim();
  // The sent extension goes (what is stored decides it), and so do leading dots (hidden files).
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot >= 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s]+/, '').trim();
  const shortened = Array.from(stem).slice(0, MAX_NAME_LENGTH).join('').trim();
  return `${shortened || fallback}.${extension}`;
}

async function imageFormatOf(upload: Buffer): Promise<string | undefined> {
  const sharp = await loadSharp();
  try {
    return (await sharp(upload).metadata()).format;
  } catch {
    return undefined;
  }
}

async function toPhoto(upload: Buffer) {
  const sharp = await loadSharp();
  const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const full = await source
    .clone()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await source
    .clone()
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { full, thumbnail };
}

/**
 * Decides what a chat upload is by its bytes, never by its name or declared type: a PDF starts
 * with `%PDF-` and is kept as sent; a real JPEG, PNG or WebP image is re-encoded as a fresh WebP
 * of at most 2048px a side, upright and without metadata (GPS position, camera details), with a
 * 480px thumbnail. Anything else is 415.
 */
export async function toChatAttachmentFile(
  upload: Buffer,
  sentName: string,
): Promise<ChatAttachmentFile> {
  const unsupported = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', messages.chatAttachments.unsupportedType);
  if (upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return {
      kind: 'pdf',
      fileName: safeFileName(sentName, 'pdf', 'document'),
      contentType: 'application/pdf',
      extension: 'pdf',
      content: upload,
      thumbnail: null,
      width: null,
      height: null,
    };
  }
  return imageWork(async () => {
    const format = await imageFormatOf(upload);
    if (!format || !PHOTO_FORMATS.has(format)) throw unsupported();
    try {
      const { full, thumbnail } = await toPhoto(upload);
      return {
        kind: 'image' as const,
        fileName: safeFileName(sentName, 'webp', 'photo'),
        contentType: 'image/webp',
        extension: 'webp' as const,
        content: full.data,
        thumbnail,
        width: full.info.width,
        height: full.info.height,
      };
    } catch {
      throw unsupported();
    }
  });
}
