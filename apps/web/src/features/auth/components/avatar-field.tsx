import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { avatarFileError } from '@trademate/shared/constants/file-checks';

export interface AvatarChoice {
  file: File | null;
  error: string | null;
}

export const noAvatar: AvatarChoice = { file: null, error: null };

/** The optional profile photo: checked as soon as it is chosen, previewed when it is fine. */
export function AvatarField({
  value,
  onChange,
}: {
  value: AvatarChoice;
  onChange: (choice: AvatarChoice) => void;
}) {
  // A new key clears the native input when the photo is removed.
  const [inputKey, setInputKey] = useState(0);
  const validFile = value.error ? null : value.file;
  const previewUrl = useMemo(
    () => (validFile ? URL.createObjectURL(validFile) : null),
    [validFile],
  );
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <img
        src={previewUrl ?? '/default-avatar.svg'}
        alt={previewUrl ? 'Preview of your photo' : ''}
        className="size-20 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
      />
      <div className="flex-1">
        <FileInput
          key={inputKey}
          label="Profile photo (optional)"
          hint="A JPG or PNG of up to 3 MB. You can add one later from your profile."
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          error={value.error ?? undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onChange(file ? { file, error: avatarFileError(file) } : noAvatar);
          }}
        />
        {value.file && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => {
              setInputKey((key) => key + 1);
              onChange(noAvatar);
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
