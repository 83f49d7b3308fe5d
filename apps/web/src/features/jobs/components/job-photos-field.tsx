import { useDispatch } from 'react-redux';
import { limits } from '@trademate/shared/constants/limits';
import * as messages from '@trademate/shared/messages';
import { jobPhotoFileError } from '@trademate/shared/constants/file-checks';
import { PhotoUploadsField } from '@/components/photo-uploads-field';
import { openAuthModalFor } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useUploadJobPhotoMutation } from '../api/upload-job-photo';

const m = messages.jobs;

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

/** Up to five photos of the job, uploaded as they are picked. */
export function JobPhotosField(props: JobPhotosFieldProps) {
  const dispatch = useDispatch();
  const [uploadJobPhoto] = useUploadJobPhotoMutation();
  return (
    <PhotoUploadsField
      {...props}
      label="Photos (optional)"
      hint={(count) =>
        `Up to ${limits.jobPhotoMaxCount} photos: JPG, PNG or WebP, 3 MB or less each. ${count} of ${limits.jobPhotoMaxCount} added.`
      }
      listLabel="Your photos"
      maxCount={limits.jobPhotoMaxCount}
      upload={async (file) => (await uploadJobPhoto(file).unwrap()).jobPhoto}
      fileError={jobPhotoFileError}
      tooManyText={m.photosTooMany}
      uploadFailureText={(failure) =>
        openAuthModalFor(failure, dispatch) ? null : uploadErrorText(failure as ApiError)
      }
    />
  );
}
