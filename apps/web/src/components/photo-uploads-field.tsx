import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { X } from 'lucide-react';
import { FileInput } from '@/components/ui/file-input';
import { Spinner } from '@/components/ui/spinner';

interface FileProblem {
  key: string;
  fileName: string;
  message: string;
}

interface Upload {
  key: string;
  fileName: string;
}

export interface PhotoUploadsFieldProps {
  label: string;
  /** The sentence under the picker, told how many photos are in. */
  hint: (count: number) => string;
  /** What the list of photos is called for screen readers. */
  listLabel: string;
  maxCount: number;
  /** The uploaded photos' paths, in order. */
  value: string[];
  onChange: (photos: string[]) => void;
  onBlur: () => void;
  /** The form's error for the field. */
  error?: string;
  /** Told when uploads start and finish, so the form can wait for them. */
  onBusyChange: (isBusy: boolean) => void;
  /** Sends one file and answers the stored photo's path. */
  upload: (file: File) => Promise<string>;
  /** What is wrong with a file before it is sent, or null. */
  fileError: (file: File) => string | null;
  tooManyText: string;
  /** What to say of a failed upload, or null when something else on the page explains it. */
  uploadFailureText: (failure: unknown) => string | null;
}

/**
 * Photos picked from the device: each file is checked, then uploaded at once; the form keeps only
 * the paths the server handed back. Problems are listed per file, by name.
 */
export function PhotoUploadsField({
  label,
  hint,
  listLabel,
  maxCount,
  value,
  onChange,
  onBlur,
  error,
  onBusyChange,
  upload,
  fileError,
  tooManyText,
  uploadFailureText,
}: PhotoUploadsFieldProps) {
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
      const path = await upload(file);
      const next = [...photosRef.current, path];
      photosRef.current = next;
      onChange(next);
    } catch (failure) {
      const message = uploadFailureText(failure);
      if (message) {
        setProblems((current) => [...current, { key, fileName: file.name, message }]);
      }
    } finally {
      setUploads((current) => current.filter((item) => item.key !== key));
    }
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared at once, so choosing the same file again after fixing something still counts.
    input.value = '';
    if (files.length === 0) return;
    let freeSlots = maxCount - photosRef.current.length - uploads.length;
    const newProblems: FileProblem[] = [];
    const started: { file: File; key: string }[] = [];
    for (const file of files) {
      nextKey.current += 1;
      const key = `photo-${nextKey.current}`;
      const problem = freeSlots <= 0 ? tooManyText : fileError(file);
      if (problem) {
        newProblems.push({ key, fileName: file.name, message: problem });
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

  const isFull = value.length + uploads.length >= maxCount;

  return (
    <div className="space-y-3">
      <FileInput
        label={label}
        hint={hint(value.length)}
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
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label={listLabel}>
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
          {uploads.map((item) => (
            <li
              key={item.key}
              className="grid aspect-square place-items-center rounded-xl bg-slate-50 p-2 text-center ring-1 ring-slate-200"
            >
              <Spinner label={`Uploading ${item.fileName}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
