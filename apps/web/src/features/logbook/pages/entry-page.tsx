import { Check, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatLogbookHours } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { LogbookEntryDetail } from '@trademate/shared/schemas/logbook';
import { ConfirmModal } from '@/components/confirm-modal';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/features/session/slice';
import type { ApiError } from '@/lib/api';
import { useDeleteEntryMutation } from '../api/change-entry';
import { useGetLogbookEntryQuery } from '../api/get-entry';
import { useGetLogbookUnitsQuery } from '../api/get-units';
import { useVerifyEntriesMutation } from '../api/review-entries';
import { EntryContent } from '../components/entry-content';
import { EntryEditForm } from '../components/entry-edit-form';
import { EntryHistory } from '../components/entry-history';
import { EntryStatusBadge } from '../components/entry-status-badge';
import {
  LogbookLoadFailed,
  LogbookLoading,
  LogbookPageShell,
} from '../components/logbook-page-shell';
import { ReturnEntryDialog } from '../components/return-entry-dialog';
import { formatDay, formatMoment, mondayOf } from '../utils/logbook-dates';
import { unitOptionsOf } from '../utils/unit-options';

const m = messages.logbook;

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

type Dialog = 'delete' | 'return' | null;

/** Where the entry stands and what the reader can do with it. */
function StandingCard({
  entry,
  isApprentice,
  onEdit,
  onNotice,
}: {
  entry: LogbookEntryDetail;
  isApprentice: boolean;
  onEdit: () => void;
  onNotice: (notice: string) => void;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [verifyEntries, { isLoading: isVerifying }] = useVerifyEntriesMutation();
  const [deleteEntry] = useDeleteEntryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const canDelete = isApprentice && !entry.wasVerified && entry.status !== 'verified';
  const isPending = entry.status === 'pending';
  const day = formatDay(entry.workDate);

  const verify = async () => {
    setFailure(null);
    try {
      const { verified } = await verifyEntries({
        entryIds: [entry._id],
        asRead: { [entry._id]: entry.updatedAt },
      }).unwrap();
      onNotice(m.entriesVerified(verified));
    } catch (error) {
      setFailure((error as ApiError).message);
    }
  };

  return (
    <Card title="Where it stands">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <EntryStatusBadge status={entry.status} />
          <span className="text-sm text-slate-600">Revision {entry.revision}</span>
        </div>
        {entry.status === 'verified' && entry.verifiedAt && (
          <p className="text-sm text-slate-700">
            Verified by {fullName(entry.supervisor)} on {formatMoment(entry.verifiedAt)}.
          </p>
        )}
        {entry.status === 'pending' && entry.wasVerified && (
          <p className="text-sm text-slate-700">
            An earlier revision was verified; this one waits for {fullName(entry.supervisor)}.
          </p>
        )}
        {entry.status === 'returned' && entry.returnComment && (
          <div className="rounded-xl bg-red-50 p-3 text-sm ring-1 ring-red-200 ring-inset">
            <p className="font-semibold text-red-900">
              {isApprentice ? `${entry.supervisor.firstName} asks:` : 'You asked:'}
            </p>
            <p className="mt-1 whitespace-pre-line text-red-900">{entry.returnComment}</p>
          </div>
        )}
        {failure && <Alert>{failure}</Alert>}
        {isApprentice ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {entry.status === 'returned' ? 'Fix the entry' : 'Edit the entry'}
            </Button>
            {canDelete && (
              <Button size="sm" variant="secondary" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            )}
          </div>
        ) : (
          isPending && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void verify()} disabled={isVerifying}>
                <Check aria-hidden="true" className="size-4" />
                {isVerifying ? 'Verifying…' : 'Verify'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDialog('return')}>
                <Undo2 aria-hidden="true" className="size-4" />
                Return with a comment
              </Button>
            </div>
          )
        )}
      </div>
      {dialog === 'delete' && (
        <ConfirmModal
          title="Delete this entry?"
          description={`Your entry for ${day} goes from your logbook and from ${fullName(entry.supervisor)}'s list.`}
          confirmLabel="Delete entry"
          busyLabel="Deleting…"
          onConfirm={async () => {
            await deleteEntry(entry._id).unwrap();
            navigate(`${paths.logbook.href()}?week=${mondayOf(entry.workDate)}`, {
              state: { notice: m.entryDeleted },
            });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'return' && (
        <ReturnEntryDialog
          entryId={entry._id}
          asRead={entry.updatedAt}
          description={`${fullName(entry.apprentice)}'s entry for ${day}`}
          onReturned={onNotice}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}

function EntryView({ entry, notice }: { entry: LogbookEntryDetail; notice: string | null }) {
  const viewer = useSelector(selectSessionUser);
  const isApprentice = viewer?._id === entry.apprentice._id;
  const [isEditing, setEditing] = useState(false);
  const [latestNotice, setLatestNotice] = useState(notice);
  const units = useGetLogbookUnitsQuery(undefined, { skip: !isEditing });

  const showNotice = (text: string) => {
    setLatestNotice(text);
    setEditing(false);
  };

  let main;
  if (!isEditing) {
    main = (
      <Card title="The entry">
        <EntryContent content={entry} />
      </Card>
    );
  } else if (units.data) {
    main = (
      <EntryEditForm
        entry={entry}
        unitOptions={unitOptionsOf(units.data.items, entry.units)}
        today={todayInAustralia()}
        onSaved={showNotice}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (units.error) {
    main = <LogbookLoadFailed error={units.error} onRetry={() => void units.refetch()} />;
  } else {
    main = <LogbookLoading label="Loading the form" />;
  }

  return (
    <div className="space-y-6">
      {latestNotice && <Alert tone="success">{latestNotice}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 lg:order-2">
          <StandingCard
            entry={entry}
            isApprentice={isApprentice}
            onEdit={() => {
              setLatestNotice(null);
              setEditing(true);
            }}
            onNotice={showNotice}
          />
        </div>
        <div className="min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          {main}
          <Card title="History" description="Every revision, with what the supervisor decided.">
            <EntryHistory entry={entry} />
          </Card>
        </div>
      </div>
    </div>
  );
}

/**
 * `/logbook/entries/:id`: one entry for its apprentice, who edits or deletes it, and for its
 * supervisor, who verifies or returns it while it waits; both see every revision (decision 072).
 */
export default function EntryPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const viewer = useSelector(selectSessionUser);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const { data: entry, error, refetch } = useGetLogbookEntryQuery(id);
  const status = (error as ApiError | undefined)?.status;
  const isSupervisor = Boolean(entry && viewer?._id === entry.supervisor._id);
  const isApprenticeViewer = viewer?.userType === 'apprentice';
  const back = isApprenticeViewer
    ? { to: paths.logbook.href(), label: 'Back to your logbook' }
    : { to: paths.logbookReview.href(), label: "Back to apprentices' logbooks" };

  let content;
  if (entry) content = <EntryView key={entry._id} entry={entry} notice={notice} />;
  else if (status === 404 || status === 400) {
    content = (
      <EmptyState
        title={m.entryNotFound}
        action={
          <ButtonLink variant="secondary" to={back.to}>
            {isApprenticeViewer ? 'Open your logbook' : "Open apprentices' logbooks"}
          </ButtonLink>
        }
      />
    );
  } else if (error) content = <LogbookLoadFailed error={error} onRetry={() => void refetch()} />;
  else content = <LogbookLoading label="Loading the entry" />;

  return (
    <LogbookPageShell
      pageTitle={entry ? `Logbook entry, ${formatDay(entry.workDate)}` : 'Logbook entry'}
      heading={
        entry
          ? `${formatDay(entry.workDate)}, ${formatLogbookHours(entry.minutes)}`
          : 'Logbook entry'
      }
      lead={
        entry
          ? isSupervisor
            ? `Logged by ${fullName(entry.apprentice)}, for you to verify.`
            : `Supervised by ${fullName(entry.supervisor)}.`
          : 'A day of on-the-job training.'
      }
      back={back}
    >
      {content}
    </LogbookPageShell>
  );
}
