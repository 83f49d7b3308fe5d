import type { UserType } from '@trademate/shared/constants/users';
import type { SignupAccountType } from '@/config/paths';

interface AccountTypeCopy {
  userType: UserType;
  /** The choice card's heading. */
  label: string;
  /** The choice card's text and the form's introduction. */
  description: string;
  /** The form page's heading. */
  formTitle: string;
}

/** The four ways to join (spec section 2): professional and freeProfessional share one form. */
export const signupAccountTypes: Record<SignupAccountType, AccountTypeCopy> = {
  client: {
    userType: 'client',
    label: 'I need a job done',
    description: 'Post jobs for free, hear from local professionals and hire the right one.',
    formTitle: 'Join as a client',
  },
  professional: {
    userType: 'tradie',
    label: 'Professional',
    description:
      'The Professional plan: preview every job request in your trades and contact clients.',
    formTitle: 'Join as a professional',
  },
  freeProfessional: {
    userType: 'freeTradie',
    label: 'Free professional',
    description:
      'Start for free: see the job requests in your trades, and upgrade when you want to contact clients.',
    formTitle: 'Join as a free professional',
  },
  apprentice: {
    userType: 'apprentice',
    label: 'Apprentice',
    description: 'Show the trades you are learning and connect with professionals.',
    formTitle: 'Join as an apprentice',
  },
};

export function isSignupAccountType(value: string | undefined): value is SignupAccountType {
  return value !== undefined && Object.hasOwn(signupAccountTypes, value);
}
