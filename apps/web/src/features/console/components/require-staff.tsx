import { Navigate, useLocation } from 'react-router';
import { consolePaths } from '@trademate/shared/console-paths';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { useGetStaffMeQuery } from '../api/staff-auth';
import { ConsoleLayout } from './console-layout';

/** The console for a signed-in staff member; anyone else goes to the staff sign-in. */
export function RequireStaff() {
  const location = useLocation();
  const me = useGetStaffMeQuery();
  if (me.isError) {
    const error = me.error as ApiError;
    if (error.status === 401) {
      return (
        <Navigate to={consolePaths.signIn.href(location.pathname + location.search)} replace />
      );
    }
    return (
      <div className="p-6">
        <Alert>{error.message}</Alert>
      </div>
    );
  }
  if (!me.data) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label="Loading the console" />
      </div>
    );
  }
  return <ConsoleLayout staff={me.data.staff} />;
}
