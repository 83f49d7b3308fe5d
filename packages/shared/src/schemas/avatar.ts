import { limits } from '../constants/limits';
import * as messages from '../messages';

/**
 * Spec section 5, checked in the browser before uploading: a jpg, jpeg or png of at most
 * 3,000,010 bytes. The error text, or null when the file may be sent. (The server decides by the
 * file's content, not its name.)
 */
export function avatarFileError(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isSupported =
    (limits.avatarExtensions as readonly string[]).includes(extension) &&
    (file.type === '' || (limits.avatarMimeTypes as readonly string[]).includes(file.type));
  if (!isSupported) return messages.avatar.unsupportedType;
  if (file.size > limits.avatarMaxBytes) return messages.avatar.tooLarge;
  return null;
}
