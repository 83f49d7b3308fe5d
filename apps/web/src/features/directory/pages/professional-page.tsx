import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { canMessageDirectly } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { useGetProfessionalQuery } from '../api/get-professional';
import { DirectMessageForm } from '../components/direct-message-form';
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

/**
 * `/professional/:id`: a professional's profile and reviews. The professional replies to reviews
 * here; an apprentice can send them a message.
 */
export default function ProfessionalPage() {
  const { id = '' } = useParams();
  const viewer = useSelector(selectSessionUser);
  const { data: professional, error, refetch } = useGetProfessionalQuery(id);

  if (!professional) {
    return (
      <ProfileFallback
        title="Professional"
        error={error}
        notFoundText={messages.directory.professionalNotFound}
        backTo={paths.professionals.href()}
        backLabel="See all professionals"
        onRetry={() => void refetch()}
      />
    );
  }

  const isOwnProfile = viewer?._id === professional._id;
  const canMessage = canMessageDirectly(viewer?.userType, professional.userType);

  return (
    <ProfileShell
      title={fullName(professional)}
      header={
        <ProfileHeader
          person={professional}
          kind="Professional"
          details={
            <>
              <HiringStatusBadge status={professional.hiringStatus} />
              <RatingSummary rating={professional.rating} reviewCount={professional.reviewCount} />
            </>
          }
        />
      }
      aside={
        canMessage && (
          <ProfileCard title="Send a message">
            <DirectMessageForm
              recipientId={professional._id}
              recipientFirstName={professional.firstName}
            />
          </ProfileCard>
        )
      }
    >
      <ProfileCard title={`About ${professional.firstName}`}>
        <Bio bio={professional.bio} firstName={professional.firstName} />
      </ProfileCard>
      <ProfileCard title="Reviews">
        <ReviewList
          professionalId={professional._id}
          professionalFirstName={professional.firstName}
          canReply={isOwnProfile}
        />
      </ProfileCard>
    </ProfileShell>
  );
}
