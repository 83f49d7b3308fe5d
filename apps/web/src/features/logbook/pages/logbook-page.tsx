import { useLocation, useSearchParams } from 'react-router';
import * as messages from '@trademate/shared/messages';
import { isIsoDate, todayInAustralia } from '@trademate/shared/constants/dates';
import { Alert } from '@/components/ui/alert';
import { useGetLogbookSettingsQuery } from '../api/logbook-settings';
import { useGetSupervisionsQuery } from '../api/get-supervisions';
import { useGetLogbookTotalsQuery } from '../api/get-totals';
import { ExportCard } from '../components/export-card';
import {
  LogbookLoadFailed,
  LogbookLoading,
  LogbookPageShell,
} from '../components/logbook-page-shell';
import { SupervisorsCard } from '../components/supervisors-card';
import { TargetCard } from '../components/target-card';
import { TotalsSection } from '../components/totals-section';
import { WeekEntries } from '../components/week-entries';
import { mondayOf } from '../utils/logbook-dates';

/** The week the address names (`?week=`, any day of it), else this week; never a week ahead. */
function useWeek(today: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('week') ?? '';
  const monday = mondayOf(isIsoDate(asked) && asked <= today ? asked : today);
  const setWeek = (next: string) =>
    setSearchParams(next === mondayOf(today) ? {} : { week: next }, { replace: true });
  return [monday, setWeek] as const;
}

/**
 * `/logbook`: the apprentice's logbook (decision 072): the week's days with each entry's status,
 * the hours in totals and by month, the target and settings, the supervisors, and the exports.
 */
export default function LogbookPage() {
  const today = todayInAustralia();
  const [monday, setWeek] = useWeek(today);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const totals = useGetLogbookTotalsQuery();
  const settings = useGetLogbookSettingsQuery();
  const supervisions = useGetSupervisionsQuery();

  return (
    <LogbookPageShell
      pageTitle={messages.nav.logbook}
      heading="Your logbook"
      lead="Your days on the job, verified by the professionals who supervise you."
    >
      {notice && (
        <Alert tone="success" className="mb-6">
          {notice}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <WeekEntries monday={monday} today={today} onWeekChange={setWeek} />
          {totals.data ? (
            <TotalsSection totals={totals.data} />
          ) : totals.error ? (
            <LogbookLoadFailed error={totals.error} onRetry={() => void totals.refetch()} />
          ) : (
            <LogbookLoading label="Loading your hours" />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <TargetCard
            totals={totals.data}
            settings={settings.data}
            settingsError={settings.error}
            onRetrySettings={() => void settings.refetch()}
          />
          {supervisions.data ? (
            <SupervisorsCard supervisions={supervisions.data.items} />
          ) : supervisions.error ? (
            <LogbookLoadFailed
              error={supervisions.error}
              onRetry={() => void supervisions.refetch()}
            />
          ) : (
            <LogbookLoading label="Loading your supervisors" />
          )}
          <ExportCard today={today} />
        </div>
      </div>
    </LogbookPageShell>
  );
}
