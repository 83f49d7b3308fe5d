import type { ReactNode } from 'react';
import type { ServiceRef } from '@trademate/shared/schemas/directory';
import { PersonAvatar } from '@/components/person-avatar';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Container } from '@/components/ui/container';
import { MapPinIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError } from '@/lib/api';
import { formatPlace } from '@/lib/format';
import { formatMemberSince, fullName } from '../utils/person-format';
import { ServiceChips } from './service-chips';

interface ProfilePerson {
  firstName: string;
  lastName: string;
  avatar: string | null;
  city: string;
  state: string;
  services: ServiceRef[];
  memberSince: string;
}

/** The white band opening a profile: photo, name, place, services, and what else the kind shows. */
export function ProfileHeader({
  person,
  kind,
  details,
  actions,
}: {
  person: ProfilePerson;
  /** What the person is, e.g. "Professional" or "Apprentice". */
  kind: string;
  /** Hiring status, rating: shown under the name. */
  details?: ReactNode;
  /** Beside the name, at the end of the row: the viewer's report and block menu. */
  actions?: ReactNode;
}) {
  return (
    <section className="bg-white py-10 ring-1 ring-slate-200 sm:py-12">
      <Container>
        <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
          {actions && <div className="absolute top-0 right-0">{actions}</div>}
          <PersonAvatar avatar={person.avatar} size="xl" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-brand-700">{kind}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {fullName(person)}
            </h1>
            <p className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:justify-start">
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="size-4 text-slate-400" />
                {formatPlace(person)}
              </span>
              <span>{formatMemberSince(person.memberSince)}</span>
            </p>
            {details && (
              <div className="mt-3 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
                {details}
              </div>
            )}
            <ServiceChips
              services={person.services}
              className="mt-4 justify-center sm:justify-start"
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

/** A titled white card: one section of a profile page. */
export const ProfileCard = Card;

/** A profile page: its title, the header band, then a main column and an optional side column. */
export function ProfileShell({
  title,
  header,
  aside,
  children,
}: {
  title: string;
  header: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={title} />
      {header}
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
          <div className={cn('space-y-6', aside ? 'lg:col-span-2' : 'lg:col-span-3')}>
            {children}
          </div>
          {aside && <div className="space-y-6">{aside}</div>}
        </div>
      </Container>
    </div>
  );
}

/**
 * While a profile loads, or why it did not: someone not (or no longer) listed is "not found",
 * with the way back to the directory; any other failure can be retried.
 */
export function ProfileFallback({
  title,
  error,
  notFoundText,
  backTo,
  backLabel,
  onRetry,
}: {
  title: string;
  error: unknown;
  notFoundText: string;
  backTo: string;
  backLabel: string;
  onRetry: () => void;
}) {
  const apiError = error as ApiError | undefined;
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={title} />
      <Container className="pt-8 sm:pt-10">
        <div className="mx-auto max-w-5xl">
          {!apiError ? (
            <div className="grid min-h-64 place-items-center">
              <Spinner label={`Loading ${title.toLowerCase()}`} />
            </div>
          ) : apiError.code === 'NOT_FOUND' ? (
            <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
              <p className="text-slate-700">{notFoundText}</p>
              <ButtonLink to={backTo} variant="secondary" className="mt-4">
                {backLabel}
              </ButtonLink>
            </div>
          ) : (
            <Alert>
              {apiError.message}{' '}
              <Button variant="secondary" size="sm" className="ml-2" onClick={onRetry}>
                Try again
              </Button>
            </Alert>
          )}
        </div>
      </Container>
    </div>
  );
}

/** A bio, or a line saying there is none yet. */
export function Bio({ bio, firstName }: { bio: string; firstName: string }) {
  return bio ? (
    <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{bio}</p>
  ) : (
    <p className="text-sm text-slate-500">{firstName} has not written about themselves yet.</p>
  );
}
