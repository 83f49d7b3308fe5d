import type { ChatPerson } from '@trademate/shared/schemas/chats';
import { cn } from '@/components/ui/cn';

/** A person's photo, or the default picture; decorative, as their name is always written beside it. */
export function PersonAvatar({
  person,
  className,
}: {
  person: Pick<ChatPerson, 'avatar'>;
  className?: string;
}) {
  return (
    <img
      src={person.avatar ?? '/default-avatar.svg'}
      alt=""
      className={cn('size-11 shrink-0 rounded-full object-cover ring-1 ring-slate-200', className)}
    />
  );
}
