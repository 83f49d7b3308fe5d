import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { staffReasonSchema } from '@trademate/shared/schemas/staff';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

// The console's pages list and open records; only this dialog checks a form (decision 099).
const resolver = lazyZodResolver(() =>
  import('@trademate/shared/schemas/staff').then((schemas) => schemas.staffReasonSchema),
);

/**
 * Asks why before a staff action that changes something: the reason goes to the audit log with it
 * (decision 030). `onConfirm` runs the action; its refusal shows here.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** Fields the action needs besides its reason, above it. */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof staffReasonSchema>, unknown, z.output<typeof staffReasonSchema>>({
    resolver,
    defaultValues: { reason: '' },
  });
  const formId = 'reason-form';

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
      onClose();
    } catch (caught) {
      setFailure((caught as ApiError).message);
    }
  });

  return (
    <Modal
      title={title}
      description={description}
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-5 space-y-4"
      >
        {children}
        <Textarea
          label="Reason (kept in the audit log)"
          rows={3}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}
