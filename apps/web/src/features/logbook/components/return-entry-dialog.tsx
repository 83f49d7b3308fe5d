import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { logbookLimits } from '@trademate/shared/constants/logbook';
import * as messages from '@trademate/shared/messages';
import type { ReturnLogbookEntry } from '@trademate/shared/schemas/logbook';
import { CountedTextarea } from '@/components/counted-textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { placeServerFieldErrors } from '@/lib/server-field-errors';
import { useReturnEntryMutation } from '../api/review-entries';

// The check loads at the form's first check, or as the person turns to the form, not with the
// page (decision 097).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/logbook').then((schemas) => schemas.returnLogbookEntrySchema),
);

/**
 * Returns an entry to its apprentice with what to change, in a dialog: the comment is checked by
 * the shared rule, and the API's refusal shows in the dialog, which stays open.
 */
export function ReturnEntryDialog({
  entryId,
  asRead,
  description,
  onReturned,
  onClose,
}: {
  entryId: string;
  /** The entry's `updatedAt` as the supervisor read it: a change since is refused (409). */
  asRead: string;
  /** Which entry, in words: "Ava Smith's entry for Mon 2 Mar 2026". */
  description: string;
  onReturned: (notice: string) => void;
  onClose: () => void;
}) {
  const [returnEntry] = useReturnEntryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnLogbookEntry>({
    mode: 'onTouched',
    resolver,
    defaultValues: { comment: '' },
  });

  const onSubmit = handleSubmit(async ({ comment }) => {
    setFailure(null);
    try {
      await returnEntry({ entryId, comment, asRead }).unwrap();
      onReturned(messages.logbook.entryReturned);
      onClose();
    } catch (error) {
      const apiError = error as ApiError;
      const placed = placeServerFieldErrors(apiError, ['comment'] as const, (field, text) =>
        setError(field, { type: 'server', message: text }, { shouldFocus: true }),
      );
      if (placed === 0) setFailure(apiError.message);
    }
  });

  const formId = `return-${entryId}`;
  return (
    <Modal
      title="Return the entry"
      description={`${description} goes back to the apprentice with your comment.`}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Go back
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? 'Returning…' : 'Return the entry'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={onSubmit}
        onFocus={resolver.preload}
        noValidate
        className="mt-5 space-y-4"
      >
        <CountedTextarea
          control={control}
          name="comment"
          limit={logbookLimits.commentMaxLength}
          label="What needs to change"
          rows={4}
          error={errors.comment?.message}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}
