import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ModalProps {
  title: string;
  description?: ReactNode;
  /** Called when the user dismisses the modal with Escape or a click outside. */
  onDismiss: () => void;
  children?: ReactNode;
  /** The modal's buttons, under its text; one of them must dismiss it. */
  actions: ReactNode;
}

/** An always-open dialog: its owner mounts it to open it. Radix traps focus and restores it. */
export function Modal({ title, description, onDismiss, children, actions }: ModalProps) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-slate-200 focus:outline-none sm:p-8">
          <Dialog.Title className="text-xl font-bold tracking-tight text-slate-900">
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-3 text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
