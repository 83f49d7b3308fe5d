import { useState, type ChangeEvent } from 'react';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { useRefreshSession } from '@/features/session/hooks/use-refresh-session';
import type { ApiError } from '@/lib/api';
import { useUploadProfilePhotoMutation } from '../api/upload-profile-photo';
import { avatarFileError } from '@trademate/shared/constants/file-checks';

const DEFAULT_AVATAR = '/default-avatar.svg';

/** The server's refusals that say exactly what is wrong with the file; others get the generic text. */
function uploadErrorText(error: ApiError): string {
  return error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'PAYLOAD_TOO_LARGE'
    ? error.message
    : messages.avatar.uploadFailed;
}

/** The user's photo and a picker that checks, uploads and shows the new one at once. */
export function ProfilePhoto({ avatar }: { avatar: string | null }) {
  const [uploadPhoto, { isLoading: isUploading }] = useUploadProfilePhotoMutation();
  const refreshSession = useRefreshSession();
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again after fixing something still counts.
    input.value = '';
    if (!file) return;
    setSaved(false);
    const fileError = avatarFileError(file);
    setError(fileError);
    if (fileError) return;
    try {
      await uploadPhoto(file).unwrap();
    } catch (uploadError) {
      setError(uploadErrorText(uploadError as ApiError));
      return;
    }
    setSaved(true);
    // The photo is saved and shown here; if the header cannot catch up now, it will on next load.
    await refreshSession().catch(() => undefined);
  };

  return (
    // Side by side only when the card is wide enough: in the narrow column beside the form on a
    // wide screen, the picker would be squeezed and its file name cut off.
    <div className="@container">
      <div className="flex flex-col items-center gap-5 text-center @md:flex-row @md:items-start @md:text-left">
        <img
          src={avatar ?? DEFAULT_AVATAR}
          alt={avatar ? 'Your profile photo' : 'No profile photo yet'}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
        />
        <div className="w-full min-w-0 space-y-3">
          <FileInput
            label="Change photo"
            hint="A JPG or PNG of up to 3 MB."
            accept=".jpg,.jpeg,.png"
            error={error ?? undefined}
            disabled={isUploading}
            onChange={(event) => void handleChange(event)}
          />
          {isUploading && <Spinner label="Uploading your photo" />}
          {isSaved && <Alert tone="success">Your photo has been updated</Alert>}
        </div>
      </div>
    </div>
  );
}
