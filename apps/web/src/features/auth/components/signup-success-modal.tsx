import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { timings } from '@trademate/shared/constants/timings';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { photoNotSavedNotice, type VerifyPageState } from '../utils/verify-page-state';

/**
 * Spec section 4, client sign-up: 'Thank you for registering', then sign-in after 10 seconds.
 * Closing it goes home.
 */
export default function SignupSuccessModal({
  email,
  isPhotoSaved,
  next,
}: {
  email: string;
  isPhotoSaved: boolean;
  /** Where the person was headed, kept through verifying and signing in. */
  next?: string;
}) {
  const navigate = useNavigate();
  const verifyState: VerifyPageState = { email };
  const goHome = () => void navigate(paths.home.href());

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.login.href(next)),
      timings.redirectToLoginAfterSignupMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, next]);

  return (
    <Modal
      title={messages.signup.thankYou}
      description={messages.signup.success}
      onDismiss={goHome}
      actions={
        <>
          <Button variant="secondary" onClick={goHome}>
            Close
          </Button>
          <Button onClick={() => void navigate(paths.verify.href(next), { state: verifyState })}>
            Enter my code
          </Button>
        </>
      }
    >
      {!isPhotoSaved && <Alert className="mt-4">{photoNotSavedNotice}</Alert>}
      <p className="mt-4 text-sm text-slate-500">
        We will take you to the sign-in page in {timings.redirectToLoginAfterSignupMs / 1000}{' '}
        seconds.
      </p>
    </Modal>
  );
}
