import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signedOut } from '@/features/session/slice';
import { api } from '@/lib/api';
import { findThisBrowserPushSubscription } from '@/lib/push-subscription';
import { useLogoutMutation } from '../api/logout';

/**
 * Spec section 4: ends the session on the server, forgets the user's data and goes home. Pushes to
 * this browser stop too (decision 020): the server forgets the device, and the browser drops its
 * subscription, so a push service asked again answers "gone" even if the server never heard.
 */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const logoutAndLeave = async () => {
    const pushSubscription = await findThisBrowserPushSubscription();
    try {
      await logout({ pushEndpoint: pushSubscription?.endpoint }).unwrap();
    } catch {
      // Signing out must always work from the user's side: a session the server already ended
      // (401) or an unreachable server still leaves this browser signed out.
    }
    await pushSubscription?.unsubscribe().catch(() => false);
    void navigate(paths.home.href());
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
  return [logoutAndLeave, isLoading] as const;
}
