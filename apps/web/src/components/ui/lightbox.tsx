import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactElement, type ReactNode } from 'react';

interface LightboxProps {
  /** The control that opens it (a thumbnail button); focus returns to it on closing. */
  trigger: ReactElement;
  /** What the picture is, for screen readers (the dialog's title). */
  title: string;
  closeLabel: string;
  /** The picture, and anything under it (a link to open it elsewhere). */
  children: ReactNode;
}

/**
 * A picture over a dimmed page, as large as the screen allows, opened by `trigger`. Escape, a
 * click beside the picture or the close button dismiss it; Radix traps focus meanwhile.
 */
export function Lightbox({ trigger, title, closeLabel, children }: LightboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <Dialog.Content
          // The content fills the screen: a click beside the picture dismisses, as outside would.
          onClick={(event) => event.target === event.currentTarget && setIsOpen(false)}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 focus:outline-none sm:p-8"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
