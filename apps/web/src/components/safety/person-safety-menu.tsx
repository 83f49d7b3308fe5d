import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical } from 'lucide-react';
import { useState } from 'react';
import type { BlockStanding } from '@trademate/shared/constants/safety';
import * as messages from '@trademate/shared/messages';
import { Alert } from '@/components/ui/alert';
import type { ApiError } from '@/lib/api';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { useGetBlockedQuery, useUnblockMutation } from '@/lib/safety';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

const m = messages.safety;

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * "More" beside a person (a chat room's header, a profile): report them, and block or unblock
 * them. `blocked` is the standing between the signed-in user and them, when the page knows it; a
 * block the other person made is theirs to lift, so the menu then only offers to block as well.
 */
export function PersonSafetyMenu({
  person,
  blocked,
}: {
  person: { _id: string; firstName: string; lastName: string };
  /** Leave out where the page does not know: the user's own blocks are then read. */
  blocked?: BlockStanding | null;
}) {
  // The user's own blocks are read when the menu first opens, not with every profile.
  const [hasOpened, setHasOpened] = useState(false);
  const ownBlocks = useGetBlockedQuery(undefined, { skip: blocked !== undefined || !hasOpened });
  const standing =
    blocked !== undefined
      ? blocked
      : ownBlocks.data?.items.some((item) => item._id === person._id)
        ? 'byMe'
        : null;
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const [unblock] = useUnblockMutation();
  const [error, setError] = useState<string | null>(null);
  const fullName = `${person.firstName} ${person.lastName}`;
  const isHydrated = useIsHydrated();

  const onUnblock = async () => {
    setError(null);
    try {
      await unblock(person._id).unwrap();
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };

  return (
    <>
      {/* Not modal, as the account menu: a press beside it closes it and reaches the page (the
          page's root keeps its pointer events, index.css). */}
      <DropdownMenu.Root modal={false} onOpenChange={(isOpen) => isOpen && setHasOpened(true)}>
        <DropdownMenu.Trigger
          // In a chat room the server drew (decision 088), it waits for the app, as `Button` does.
          disabled={!isHydrated}
          aria-label={`More actions for ${fullName}`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <EllipsisVertical className="size-5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('report')}>
              {m.report} {person.firstName}
            </DropdownMenu.Item>
            {blocked === undefined && !ownBlocks.data ? (
              <DropdownMenu.Item className={itemClass} disabled>
                Loading…
              </DropdownMenu.Item>
            ) : standing === 'byMe' ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => void onUnblock()}>
                {m.unblock} {person.firstName}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('block')}>
                {m.block} {person.firstName}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {error && <Alert className="mt-2">{error}</Alert>}
      {open === 'report' && (
        <ReportDialog subjectType="user" subjectId={person._id} onClose={() => setOpen(null)} />
      )}
      {open === 'block' && (
        <BlockDialog
          userId={person._id}
          firstName={person.firstName}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
