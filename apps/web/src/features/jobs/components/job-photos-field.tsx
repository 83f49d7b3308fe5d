import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { X } from 'lucide-react';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { jobPhotoFileError } from '@trademate/shared/schemas/jobs';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useUploadJobPhotoMutation } from '../api/upload-job-photo';

const m = messages.jobs;

interface FileProblem {
  key: string;
  fileName: string;
  message: string;
}

interface Upload {
  key: string;
  fileName: string;
}

/** The server's refusals that say exactly what is wrong; any other failure gets the generic text. */
function uploadErrorText(error: ApiError): string {
  return error.code === 'UNSUPPORTED_MEDIA_TYPE' ||
    error.code === 'PAYLOAD_TOO_LARGE' ||
    error.code === 'RATE_LIMITED'
    ? error.message
    : m.photoUploadFailed;
}

interface JobPhotosFieldProps {
  /** The uploaded photos' paths, in order. */
  value: string[];
  onChange: (photos: string[]) => void;
  onBlur: () => void;
  /** The form's error for the field (too many, not uploaded by you). */
  error?: string;
  /** Told when uploads start and finish, so the form can wait for them. */
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * Up to five photos of the job. Each picked file is checked, then uploaded at once; the form keeps
 * only the paths the server handed back. Problems are listed per file, by name.
 */
export function JobPhotosField({
  value,
  onChange,
  onBlur,
  error,
  onBusyChange,
}: JobPhotosFieldProps) {
  const dispatch = useDispatch();
  const [uploadJobPhoto] = useUploadJobPhotoMutation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  // Uploads finish one by one: each adds to the photos as they are by then, not as they were.
  const photosRef = useRef(value);
  useEffect(() => {
    photosRef.current = value;
  }, [value]);
  const nextKey = useRef(0);

  const isBusy = uploads.length > 0;
  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  async function uploadOne(file: File, key: string) {
    try {
      const { jobPhoto } = await uploadJobPhoto(file).unwrap();
      const next = [...photosRef.current, jobPhoto];
      photosRef.current = next;
      onChange(next);
    } catch (uploadError) {
      if (!openAuthModalFor(uploadError, dispatch)) {
        setProblems((current) => [
          ...current,
          { key, fileName: file.name, message: uploadErrorText(uploadError as ApiError) },
        ]);
      }
    } finally {
      setUploads((current) => current.filter((upload) => upload.key !== key));
    }
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared at once, so choosing the same file again after fixing something still counts.
    input.value = '';
    if (files.length === 0) return;
    let freeSlots = limits.jobPhotoMaxCount - photosRef.current.length - uploads.length;
    const newProblems: FileProblem[] = [];
    const started: { file: File; key: string }[] = [];
    for (const file of files) {
      nextKey.current += 1;
      const key = `photo-${nextKey.current}`;
      const fileError = freeSlots <= 0 ? m.photosTooMany : jobPhotoFileError(file);
      if (fileError) {
        newProblems.push({ key, fileName: file.name, message: fileError });
        continue;
      }
      freeSlots -= 1;
      started.push({ file, key });
    }
    setProblems(newProblems);
    setUploads((current) => [
      ...current,
      ...started.map(({ file, key }) => ({ key, fileName: file.name })),
    ]);
    for (const { file, key } of started) void uploadOne(file, key);
  };

  const remove = (path: string) => {
    const next = photosRef.current.filter((photo) => photo !== path);
    photosRef.current = next;
    onChange(next);
    onBlur();
  };

  const isFull = value.length + uploads.length >= limits.jobPhotoMaxCount;

  return (
    <div className="space-y-3">
      <FileInput
        label="Photos (optional)"
        hint={`Up to ${limits.jobPhotoMaxCount} photos: JPG, PNG or WebP, 3 MB or less each. ${value.length} of ${limits.jobPhotoMaxCount} added.`}
        accept=".jpg,.jpeg,.png,.webp"
        multiple
        disabled={isFull}
        error={error}
        onChange={handleChange}
        onBlur={onBlur}
      />
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-red-600">
          {problems.map((problem) => (
            <li key={problem.key}>
              <span className="font-medium">{problem.fileName}</span>: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {(value.length > 0 || uploads.length > 0) && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Your photos">
          {value.map((photo, index) => (
            <li key={photo} className="relative">
              <img
                src={photo}
                alt={`Photo ${index + 1}`}
                className="aspect-square w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              {/* A 28px circle on the photo, with an invisible 44px target around it for a finger. */}
              <button
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(photo)}
                className="absolute top-1.5 right-1.5 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 before:absolute before:-inset-2 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="grid aspect-square place-items-center rounded-xl bg-slate-50 p-2 text-center ring-1 ring-slate-200"
            >
              <Spinner label={`Uploading ${upload.fileName}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
