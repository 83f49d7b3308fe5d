import * as messages from '../messages';
import { limits } from './limits';

/** A file as the browser's file picker gives it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** What one kind of upload takes, and what it says of a file it does not. */
interface FileRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
  unsupported: string;
  tooLarge: string;
}

/**
 * The check run in the browser before a file is sent: the error text, or null when the file may
 * be sent. A file the browser gives no type passes on its name's extension. (The server decides by
 * the file's content, not its name.)
 */
function fileCheck(rule: FileRule): (file: PickedFile) => string | null {
  return (file) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const isSupported =
      rule.extensions.includes(extension) &&
      (file.type === '' || rule.mimeTypes.includes(file.type));
    if (!isSupported) return rule.unsupported;
    if (file.size > rule.maxBytes) return rule.tooLarge;
    return null;
  };
}

/** Spec section 5: a profile photo is a jpg, jpeg or png of at most 3,000,010 bytes. */
export const avatarFileError = fileCheck({
  extensions: limits.avatarExtensions,
  mimeTypes: limits.avatarMimeTypes,
  maxBytes: limits.avatarMaxBytes,
  unsupported: messages.avatar.unsupportedType,
  tooLarge: messages.avatar.tooLarge,
});

/** A job's (or a logbook entry's) photo: a jpg, jpeg, png or webp of at most 3,000,010 bytes. */
export const jobPhotoFileError = fileCheck({
  extensions: limits.jobPhotoExtensions,
  mimeTypes: limits.jobPhotoMimeTypes,
  maxBytes: limits.jobPhotoMaxBytes,
  unsupported: messages.jobs.photoUnsupportedType,
  tooLarge: messages.jobs.photoTooLarge,
});

/** A file sent in a chat: a jpg, jpeg, png, webp or pdf of at most 10 MB. */
export const chatAttachmentFileError = fileCheck({
  extensions: limits.chatAttachmentExtensions,
  mimeTypes: limits.chatAttachmentMimeTypes,
  maxBytes: limits.chatAttachmentMaxBytes,
  unsupported: messages.chatAttachments.unsupportedType,
  tooLarge: messages.chatAttachments.tooLarge,
});
