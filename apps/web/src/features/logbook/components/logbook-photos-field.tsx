import { useDispatch } from 'react-redux';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { jobPhotoFileError } from '@trademate/shared/constants/file-checks';
import { PhotoUploadsField } from '@/components/photo-uploads-field';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useUploadLogbookPhotoMutation } from '../api/upload-logbook-photo';

/** The server's refusals that say exactly what is wrong; any other failure gets the generic text. */
function uploadErrorText(error: ApiError): string {
  return error.code === 'UNSUPPORTED_MEDIA_TYPE' ||
    error.code === 'PAYLOAD_TOO_LARGE' ||
    error.code === 'RATE_LIMITED'
    ? error.message
    : messages.jobs.photoUploadFailed;
}

/** A file refused before it is sent, in the words the upload's refusals use. */
function photoFileError(file: File): string | null {
  const problem = jobPhotoFileError(file);
  return problem === messages.jobs.photoTooLarge ? messages.logbook.photoTooLarge : problem;
}

/** Photos of a day's work, uploaded as they are picked (the same files as a job's photos). */
export function LogbookPhotosField({
  label,
  ...props
}: {
  label: string;
  value: string[];
  onChange: (photos: string[]) => void;
  onBlur: () => void;
  error?: string;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const dispatch = useDispatch();
  const [uploadPhoto] = useUploadLogbookPhotoMutation();
  const max = logbookLimits.photosMax;
  return (
    <PhotoUploadsField
      {...props}
      label={label}
      hint={(count) =>
        `Up to ${max} photos: JPG, PNG or WebP, 3 MB or less each. ${count} of ${max} added.`
      }
      listLabel={`${label}: added`}
      maxCount={max}
      upload={(file) => uploadPhoto(file).unwrap()}
      fileError={photoFileError}
      tooManyText={messages.logbook.photosTooMany}
      uploadFailureText={(failure) =>
        openAuthModalFor(failure, dispatch) ? null : uploadErrorText(failure as ApiError)
      }
    />
  );
}
