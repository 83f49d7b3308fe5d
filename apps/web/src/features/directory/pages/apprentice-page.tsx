import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { canMessageDirectly } from '@trademate/shared/constants/users';
import * as messages from '@trademate/shared/messages';
import { PersonSafetyMenu } from '@/components/safety/person-safety-menu';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import { useGetApprenticeQuery } from '../api/get-apprentice';
import { DirectMessageForm } from '../components/direct-message-form';
import { ProfileCredentials } from '../components/profile-credentials';
import { VerifiedHoursCard } from '../components/verified-hours';
import {
  Bio,
  ProfileCard,
  ProfileFallback,
  ProfileHeader,
  ProfileShell,
} from '../components/profile-layout';
import { fullName } from '../utils/person-format';

/** `/apprentice/:id`: an apprentice's profile; tradies and free tradies can send them a message. */
export default function ApprenticePage() {
  const { id = '' } = useParams();
  const viewer = useSelector(selectSessionUser);
  const { data: apprentice, error, refetch } = useGetApprenticeQuery(id);

  if (!apprentice) {
    return (
      <ProfileFallback
        title="Apprentice"
        error={error}
        notFoundText={messages.directory.apprenticeNotFound}
        backTo={paths.apprentices.href()}
        backLabel="See all apprentices"
        onRetry={() => void refetch()}
      />
    );
  }

  const canMessage = canMessageDirectly(viewer?.userType, 'apprentice');

  return (
    <ProfileShell
      title={fullName(apprentice)}
      header={
        <ProfileHeader
          person={apprentice}
          kind="Apprentice"
          actions={
            viewer && viewer._id !== apprentice._id && <PersonSafetyMenu person={apprentice} />
          }
        />
      }
      aside={
        canMessage && (
          <ProfileCard title="Send a message">
            <DirectMessageForm
              recipientId={apprentice._id}
              recipientFirstName={apprentice.firstName}
            />
          </ProfileCard>
        )
      }
    >
      <ProfileCard title={`About ${apprentice.firstName}`}>
        <Bio bio={apprentice.bio} firstName={apprentice.firstName} />
      </ProfileCard>
      {apprentice.verifiedHours && (
        <VerifiedHoursCard
          firstName={apprentice.firstName}
          verifiedHours={apprentice.verifiedHours}
        />
      )}
      <ProfileCredentials
        firstName={apprentice.firstName}
        business={apprentice.business}
        licences={apprentice.licences}
      />
    </ProfileShell>
  );
}
