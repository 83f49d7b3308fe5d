import * as messages from '@trademate/shared/messages';
import type { Conversation } from '@trademate/shared/schemas/chats';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { useGetChatMessagesInfiniteQuery } from '../api/get-chat-messages';
import { useGetConversationQuery } from '../api/get-conversation';
import { useMarkChatReadMutation } from '../api/mark-chat-read';
import { BlockedNotice } from '../components/blocked-notice';
import { ChatRoomHeader } from '../components/chat-room-header';
import { ConversationList } from '../components/conversation-list';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { useIsWideScreen } from '../hooks/use-is-wide-screen';
import { useLiveChatMessages } from '../hooks/use-live-chat-messages';

const m = messages.chats;

function isMissing(error: unknown) {
  const status = (error as ApiError | undefined)?.status;
  // A malformed id (400) is as missing as someone else's conversation (404).
  return status === 404 || status === 400;
}

function RoomMessage({ children }: { children: ReactNode }) {
  return <div className="grid flex-1 place-items-center p-6 text-center">{children}</div>;
}

/** What other features add to a room's header: the professional's quote on the job. */
export type ChatHeaderSlot = (conversation: Conversation) => ReactNode;

/**
 * `/chats/:id`: one conversation. On a phone the room fills the page (the list is its own page);
 * on a wide screen the list stays alongside. `headerExtra` adds to the header (composed in
 * app/routes).
 */
export default function ChatRoomPage({ headerExtra }: { headerExtra?: ChatHeaderSlot } = {}) {
  const { id: conversationId = '' } = useParams();
  const conversation = useGetConversationQuery(conversationId);
  const history = useGetChatMessagesInfiniteQuery(conversationId);
  const [markRead] = useMarkChatReadMutation();
  const isWide = useIsWideScreen();

  const oldestFirst = useMemo(
    () => (history.currentData?.pages.flatMap((page) => page.items) ?? []).reverse(),
    [history.currentData],
  );
  // `currentData`: after a switch to another conversation, nothing of the previous one shows.
  const header = conversation.currentData;
  const isOpen = header !== undefined && history.currentData !== undefined;
  useLiveChatMessages(conversationId, isOpen);

  // Read on open, and again whenever a message from the other person arrives while it is open.
  const newestFromOther = oldestFirst.findLast((message) => !message.isMine)?._id ?? 'none';
  useEffect(() => {
    if (isOpen) void markRead(conversationId);
  }, [conversationId, isOpen, markRead, newestFromOther]);

  const other = header?.otherUser;
  const otherName = other ? `${other.firstName} ${other.lastName}` : '';
  const error = conversation.error ?? history.error;

  let room: ReactNode;
  if (conversation.isError || (history.isError && !history.currentData)) {
    room = (
      <RoomMessage>
        {isMissing(error) ? (
          <div>
            <p className="font-semibold text-slate-900">{m.notFound}</p>
            <ButtonLink to={paths.chats.href()} variant="secondary" className="mt-4">
              {m.backToChats}
            </ButtonLink>
          </div>
        ) : (
          <Alert>{(error as ApiError).message}</Alert>
        )}
      </RoomMessage>
    );
  } else if (!header || !history.currentData) {
    room = (
      <RoomMessage>
        <Spinner label="Loading the conversation" />
      </RoomMessage>
    );
  } else {
    room = (
      <>
        <ChatRoomHeader conversation={header} extra={headerExtra?.(header)} />
        <MessageList
          key={`messages-${conversationId}`}
          oldestFirst={oldestFirst}
          otherName={other!.firstName}
          myRole={header.myRole}
          hasEarlier={history.hasNextPage}
          isLoadingEarlier={history.isFetchingNextPage}
          onLoadEarlier={() => void history.fetchNextPage()}
        />
        {header.blocked ? (
          <BlockedNotice standing={header.blocked} person={other!} />
        ) : (
          <MessageComposer key={`composer-${conversationId}`} conversationId={conversationId} />
        )}
      </>
    );
  }

  return (
    <div className="bg-slate-50">
      <PageTitle title={otherName ? m.roomTitle(otherName) : m.title} />
      <Container className="py-3 sm:py-6">
        {/* The columns come from the stylesheet, so a room the server drew (decision 088) keeps
            its place when the app takes it over; the list itself loads only on a wide screen. */}
        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <aside
            aria-label={m.conversationsLabel}
            className="hidden h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block"
          >
            {isWide && <ConversationList activeId={conversationId} />}
          </aside>
          <section
            aria-label={otherName ? m.roomTitle(otherName) : m.title}
            className="flex h-[calc(100dvh-5.5rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[calc(100dvh-7rem)]"
          >
            {room}
          </section>
        </div>
      </Container>
    </div>
  );
}
