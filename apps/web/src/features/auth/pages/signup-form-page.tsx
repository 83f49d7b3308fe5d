import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { TextLink } from '@/components/ui/article';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { AuthPanel } from '../components/auth-panel';
import { readNextPath } from '../utils/next-path';
import { isSignupAccountType, signupAccountTypes } from '../utils/signup-account-types';
import { SignupForm, type SignupResult } from '../components/signup-form';
import { photoNotSavedNotice, type VerifyPageState } from '../utils/verify-page-state';

const SignupSuccessModal = lazy(() => import('../components/signup-success-modal'));

export default function SignupFormPage() {
  const user = useSelector(selectSessionUser);
  const { accountType } = useParams();
  const navigate = useNavigate();
  const next = readNextPath(useLocation().search) ?? undefined;
  const [clientResult, setClientResult] = useState<SignupResult | null>(null);

  if (user) return <Navigate to={paths.home.href()} replace />;
  if (!isSignupAccountType(accountType)) return <Navigate to={paths.signup.href(next)} replace />;
  const accountTypeCopy = signupAccountTypes[accountType];

  const handleSignedUp = (result: SignupResult) => {
    if (accountTypeCopy.userType === 'client') {
      setClientResult(result);
      return;
    }
    const state: VerifyPageState = result.isPhotoSaved
      ? { email: result.email }
      : { email: result.email, notice: photoNotSavedNotice };
    void navigate(paths.verify.href(next), { state });
  };

  return (
    <>
      <PageTitle title={accountTypeCopy.formTitle} />
      <AuthPanel
        isWide
        title={accountTypeCopy.formTitle}
        intro={accountTypeCopy.description}
        footer={
          <>
            Already have an account?{' '}
            <TextLink to={paths.login.href(next)}>{messages.nav.signIn}</TextLink>
            {' · '}
            <TextLink to={paths.signup.href(next)}>Choose another kind of account</TextLink>
          </>
        }
      >
        <SignupForm
          key={accountType}
          userType={accountTypeCopy.userType}
          onSignedUp={handleSignedUp}
        />
      </AuthPanel>
      {clientResult && (
        <Suspense fallback={null}>
          <SignupSuccessModal
            email={clientResult.email}
            isPhotoSaved={clientResult.isPhotoSaved}
            next={next}
          />
        </Suspense>
      )}
    </>
  );
}
