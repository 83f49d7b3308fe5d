import * as messages from '@trademate/shared/messages';
import { isProfessional } from '@trademate/shared/constants/users';
import type { Conversation } from '@trademate/shared/schemas/chats';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { PersonSafetyMenu } from '@/components/safety/person-safety-menu';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { jobLinkOf } from '../utils/job-link';

const m = messages.chats;

/**
 * Who the user is talking to and, for a job, a link to it and anything `extra` adds under it (the
 * professional's quote); on a phone, the way back to the list.
 */
export function ChatRoomHeader({
  conversation,
  extra,
}: {
  conversation: Conversation;
  extra?: ReactNode;
}) {
  const { otherUser, job } = conversation;
  const jobLink = jobLinkOf(conversation);
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-5">
      <Link
        to={paths.chats.href()}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
      >
        <ChevronLeftIcon className="size-5" />
        <span className="sr-only">{m.backToChats}</span>
      </Link>
      <PersonAvatar avatar={otherUser.avatar} size="sm" />
      {/* On a phone the name and the job wrap rather than lose their ends: the header is all the
          room says about who and what it is for. */}
      <div className="min-w-0 flex-1">
        <h1 className="text-base leading-snug font-semibold break-words text-slate-900 lg:truncate">
          {otherUser.firstName} {otherUser.lastName}
        </h1>
        {/* On a wide screen the job's link truncates itself: cut by its paragraph, its box would run
            on under the buttons beside it and make them too small a target (axe's target-size). */}
        <p
          className={cn(
            'text-sm break-words text-slate-500',
            job && jobLink ? 'lg:flex lg:min-w-0' : 'lg:truncate',
          )}
        >
          {job && jobLink ? (
            <>
              <span className="lg:shrink-0 lg:whitespace-pre">{m.aboutJob}: </span>
              <Link
                to={jobLink}
                className="font-medium text-brand-700 underline-offset-2 hover:underline lg:min-w-0 lg:truncate"
              >
                {job.title}
              </Link>
            </>
          ) : (
            <>
              {m.userTypeLabels[otherUser.userType]} · {m.directConversation}
            </>
          )}
        </p>
        {extra && <div className="mt-1">{extra}</div>}
      </div>
      {isProfessional(otherUser.userType) && (
        <Link
          to={paths.professionalDetail.href(otherUser._id)}
          aria-label={`Profile of ${otherUser.firstName} ${otherUser.lastName}`}
          className="shrink-0 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Profile
        </Link>
      )}
      <PersonSafetyMenu person={otherUser} blocked={conversation.blocked} />
    </header>
  );
}
