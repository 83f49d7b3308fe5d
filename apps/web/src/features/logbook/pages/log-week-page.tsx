import { useNavigate, useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { isIsoDate, todayInAustralia } from '@trademate/shared/constants/dates';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useGetSupervisionsQuery } from '../api/get-supervisions';
import { useGetLogbookUnitsQuery } from '../api/get-units';
import {
  LogbookLoadFailed,
  LogbookLoading,
  LogbookPageShell,
} from '../components/logbook-page-shell';
import { WeekForm } from '../components/week-form';
import { mondayOf } from '../utils/logbook-dates';
import { unitOptionsOf } from '../utils/unit-options';

const m = messages.logbook;

/**
 * `/logbook/new`: the apprentice logs one to seven days at once for one of their supervisors,
 * starting on the day the address names (`?day=`), else today.
 */
export default function LogWeekPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const today = todayInAustralia();
  const asked = searchParams.get('day') ?? '';
  const firstDay = isIsoDate(asked) && asked <= today ? asked : today;
  const supervisions = useGetSupervisionsQuery();
  const units = useGetLogbookUnitsQuery();
  const active = supervisions.data?.items.filter((item) => item.status === 'active') ?? [];

  let content;
  const error = supervisions.error ?? units.error;
  if (supervisions.data && units.data) {
    content =
      active.length === 0 ? (
        <EmptyState
          title="No supervisor yet"
          action={
            <ButtonLink to={paths.professionals.href()} variant="secondary">
              Find a professional
            </ButtonLink>
          }
        >
          {m.noActiveSupervisor}: open their profile and press &ldquo;{m.askToSupervise}&rdquo;.
        </EmptyState>
      ) : (
        <WeekForm
          supervisions={active}
          unitOptions={unitOptionsOf(units.data.items)}
          firstDay={firstDay}
          today={today}
          onSaved={(count) =>
            navigate(`${paths.logbook.href()}?week=${mondayOf(firstDay)}`, {
              state: { notice: m.entriesSaved(count) },
            })
          }
        />
      );
  } else if (error) {
    content = (
      <LogbookLoadFailed
        error={error}
        onRetry={() => {
          void supervisions.refetch();
          void units.refetch();
        }}
      />
    );
  } else {
    content = <LogbookLoading label="Loading the form" />;
  }

  return (
    <LogbookPageShell
      pageTitle="Log your days"
      heading="Log your days"
      lead="Up to seven days at once. Your supervisor verifies each day, or returns it with what to change."
      back={{ to: paths.logbook.href(), label: 'Back to your logbook' }}
    >
      <div className="mx-auto max-w-3xl">{content}</div>
    </LogbookPageShell>
  );
}
