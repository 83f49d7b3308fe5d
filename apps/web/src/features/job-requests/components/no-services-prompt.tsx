import * as messages from '@trademate/shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** In place of the job requests of a professional who offers no services yet: where to choose them. */
export function NoServicesPrompt() {
  const { title, text, action } = messages.services.noneChosen;
  return (
    <EmptyState
      title={title}
      action={<ButtonLink to={paths.userProfileServices.href()}>{action}</ButtonLink>}
    >
      <p>{text}</p>
    </EmptyState>
  );
}
