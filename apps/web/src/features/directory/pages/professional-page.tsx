import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { canMessageDirectly } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import type { ProfessionalProfile } from '@trademate/shared/schemas/directory';
import { PersonSafetyMenu } from '@/components/safety/person-safety-menu';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { useGetProfessionalQuery } from '../api/get-professional';
import { DirectMessageForm } from '../components/direct-message-form';
import { InviteToQuoteForm } from '../components/invite-to-quote-form';
import { ProfileCredentials } from '../components/profile-credentials';
import { HiringStatusBadge } from '../components/hiring-status-badge';
import {
  Bio,
  ProfileCard,
  ProfileFallback,
  ProfileHeader,
  ProfileShell,
} from '../components/profile-layout';
import { RatingSummary } from '../components/rating-summary';
import { ReviewList } from '../components/review-list';
import { fullName } from '../utils/person-format';

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** For a client: the jobs of theirs this professional contacted them about or was hired for. */
function WithYou({ dealings }: { dealings: NonNullable<ProfessionalProfile['withYou']> }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {dealings.map((dealing) => (
        <li key={dealing.jobId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link to={paths.myJob.href(dealing.jobId)} className={linkClasses}>
            {dealing.title}
          </Link>
          <span className="flex items-center gap-3 text-slate-500">
            {dealing.isHired && <span>Hired</span>}
            {dealing.conversationId && (
              <Link to={paths.chat.href(dealing.conversationId)} className={linkClasses}>
                Open chat
              </Link>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What another feature draws beside a professional's profile (an apprentice's logbook request). */
export type ProfessionalAsideSlot = (professional: ProfessionalProfile) => ReactNode;

/**
 * `/professional/:id`: a professional's profile and reviews. The professional replies to reviews
 * here; an apprentice can send them a message; a client who dealt with them sees their jobs
 * together and invites them to quote on an open job (decision 021). `logbook` draws what an
 * apprentice may ask of them for their logbook (composed in app/routes, as features do not
 * import each other).
 */
export default function ProfessionalPage({ logbook }: { logbook?: ProfessionalAsideSlot } = {}) {
  const { id = '' } = useParams();
  const viewer = useSelector(selectSessionUser);
  const { data: professional, error, refetch } = useGetProfessionalQuery(id);

  if (!professional) {
    return (
      <ProfileFallback
        title="Professional"
        error={error}
        notFoundText={messages.directory.professionalNotFound}
        backTo={viewer?.userType === 'client' ? paths.myJobs.href() : paths.professionals.href()}
        backLabel={viewer?.userType === 'client' ? 'Back to my jobs' : 'See all professionals'}
        onRetry={() => void refetch()}
      />
    );
  }

  const isOwnProfile = viewer?._id === professional._id;
  const canMessage = canMessageDirectly(viewer?.userType, professional.userType);
  const logbookPart = isOwnProfile ? null : (logbook?.(professional) ?? null);

  return (
    <ProfileShell
      title={fullName(professional)}
      header={
        <ProfileHeader
          person={professional}
          kind="Professional"
          actions={viewer && !isOwnProfile && <PersonSafetyMenu person={professional} />}
          details={
            <>
              <HiringStatusBadge status={professional.hiringStatus} />
              <RatingSummary rating={professional.rating} reviewCount={professional.reviewCount} />
              <span className="text-sm text-slate-600">
                {professional.jobsCompleted === 1
                  ? '1 job completed on TradeMate'
                  : `${professional.jobsCompleted} jobs completed on TradeMate`}
              </span>
            </>
          }
        />
      }
      aside={
        (canMessage || professional.openJobs || logbookPart) && (
          <>
            {logbookPart && <ProfileCard title="Your logbook">{logbookPart}</ProfileCard>}
            {canMessage && (
              <ProfileCard title="Send a message">
                <DirectMessageForm
                  recipientId={professional._id}
                  recipientFirstName={professional.firstName}
                />
              </ProfileCard>
            )}
            {professional.openJobs && (
              <ProfileCard title="Invite to quote">
                <InviteToQuoteForm
                  professionalId={professional._id}
                  firstName={professional.firstName}
                  openJobs={professional.openJobs}
                />
              </ProfileCard>
            )}
            {professional.withYou && professional.withYou.length > 0 && (
              <ProfileCard title={`Your jobs with ${professional.firstName}`}>
                <WithYou dealings={professional.withYou} />
              </ProfileCard>
            )}
          </>
        )
      }
    >
      <ProfileCard title={`About ${professional.firstName}`}>
        <Bio bio={professional.bio} firstName={professional.firstName} />
      </ProfileCard>
      <ProfileCredentials
        firstName={professional.firstName}
        business={professional.business}
        licences={professional.licences}
      />
      <ProfileCard title="Reviews">
        <ReviewList
          professionalId={professional._id}
          professionalFirstName={professional.firstName}
          canReply={isOwnProfile}
          canReport={Boolean(viewer)}
        />
      </ProfileCard>
    </ProfileShell>
  );
}
