import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useRefreshSession } from '@/features/session/hooks/use-refresh-session';
import type { AuthModalKind } from '@/features/session/auth-modal';
import type { ApiError } from '@/lib/api';
import { useSendVerificationCodeMutation } from '../api/send-verification-code';

interface AuthModalProps {
  kind: AuthModalKind;
  /** Called whenever the modal goes away: dismissed, or one of its buttons navigated. */
  onClose?: () => void;
  /**
   * A route guard's modal: the page behind it is off limits, so dismissing it goes home. Otherwise
   * dismissing it returns to the page.
   */
  isBlocking?: boolean;
}

/**
 * Spec section 6: why a page or an action is blocked, and the way out. Verify sends a code and
 * opens the code page; renew and upgrade go to the subscription page.
 */
export default function AuthModal({ kind, onClose, isBlocking = false }: AuthModalProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [sendCode, { isLoading: isSending }] = useSendVerificationCodeMutation();
  const refreshSession = useRefreshSession();
  const [error, setError] = useState<string | null>(null);
  const { title, text } = messages.authModal[kind];

  const leaveFor = (to: string) => {
    onClose?.();
    void navigate(to);
  };
  const dismiss = () => (isBlocking ? leaveFor(paths.home.href()) : onClose?.());

  const verifyEmail = async () => {
    setError(null);
    try {
      await sendCode().unwrap();
    } catch (caught) {
      const apiError = caught as ApiError;
      if (apiError.code === 'CONFLICT') {
        // Verified meanwhile (another tab, another device): the session is just out of date.
        await refreshSession().catch(() => undefined);
        onClose?.();
        return;
      }
      // A code sent moments ago is still good: go and enter it.
      if (apiError.code !== 'RATE_LIMITED') {
        setError(apiError.message);
        return;
      }
    }
    leaveFor(paths.verify.href(`${pathname}${search}`));
  };

  const primary =
    kind === 'verify' ? (
      <Button onClick={() => void verifyEmail()} disabled={isSending}>
        {isSending ? 'Sending a code…' : 'Verify my email'}
      </Button>
    ) : (
      <Button onClick={() => leaveFor(paths.userSubscription.href())}>
        {kind === 'subscriptionExpired' ? 'Renew my subscription' : messages.authModal.upgradeNow}
      </Button>
    );

  return (
    <Modal
      title={title}
      description={text}
      onDismiss={dismiss}
      actions={
        <>
          <Button variant="secondary" onClick={dismiss}>
            {isBlocking ? 'Back to home' : 'Not now'}
          </Button>
          {primary}
        </>
      }
    >
      {error && <Alert className="mt-4">{error}</Alert>}
    </Modal>
  );
}
