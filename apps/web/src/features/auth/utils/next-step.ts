import { offersServices, type UserType } from '@trademate/shared/constants/users';
import { paths } from '@/config/paths';

/**
 * Where someone goes once their email is verified, when no `?next=` says otherwise: a client to
 * the job form, someone who offers services to their profile to choose services and area and add
 * a photo.
 */
export function nextStepAfterVerifying(userType: UserType): string {
  return offersServices(userType) ? paths.profileSetup.href() : paths.postJob.href();
}
