import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';

/** Spec section 5: a jpg, jpeg or png of at most about 3 MB; the error text, or null when fine. */
export function validateAvatar(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isSupported =
    (limits.avatarExtensions as readonly string[]).includes(extension) &&
    (file.type === '' || (limits.avatarMimeTypes as readonly string[]).includes(file.type));
  if (!isSupported) return messages.avatar.unsupportedType;
  if (file.size > limits.avatarMaxBytes) return messages.avatar.tooLarge;
  return null;
}
