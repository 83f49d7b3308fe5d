import { useSelector } from 'react-redux';
import ProfessionalPage from '@/features/directory/pages/professional-page';
import { AskToSupervise } from '@/features/logbook/components/ask-to-supervise';
import { selectSessionUser } from '@/features/session/slice';

/**
 * `/professional/:id`: a professional's profile, with an apprentice's request to supervise their
 * logbook composed in (decision 072).
 */
export default function ProfessionalRoute() {
  const viewer = useSelector(selectSessionUser);
  return (
    <ProfessionalPage
      logbook={
        viewer?.userType === 'apprentice'
          ? (professional) => <AskToSupervise professional={professional} />
          : undefined
      }
    />
  );
}
