import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signedOut } from '@/features/session/slice';
import { api } from '@/lib/api';
import { useLogoutMutation } from '../api/logout';

/** Spec section 4: ends the session on the server, forgets the user's data and goes home. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const logoutAndLeave = async () => {
    try {
      await logout().unwrap();
    } catch {
      // Signing out must always work from the user's side: a session the server already ended
      // (401) or an unreachable server still leaves this browser signed out.
    }
    void navigate(paths.home.href());
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
  return [logoutAndLeave, isLoading] as const;
}
