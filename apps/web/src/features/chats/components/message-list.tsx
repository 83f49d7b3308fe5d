import * as messages from '@trademate/shared/messages';
import type { ChatMessage, ConversationRole } from '@trademate/shared/schemas/chats';
import { useLayoutEffect, useRef } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { MessageBubble } from './message-bubble';

/** Within this distance of the bottom, a new message scrolls into view; further up, reading wins. */
const NEAR_BOTTOM_PX = 160;

/**
 * The messages of a room, oldest to newest, with 'Load earlier messages' above them. Opens at the
 * newest; a new message scrolls into view while the reader is at the bottom (or wrote it); older
 * ones loaded above keep the reader where they were.
 */
export function MessageList({
  oldestFirst,
  otherName,
  myRole,
  hasEarlier,
  isLoadingEarlier,
  onLoadEarlier,
}: {
  oldestFirst: ChatMessage[];
  otherName: string;
  myRole: ConversationRole;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  const previous = useRef<{ newestId?: string; oldestId?: string; scrollHeight: number }>({
    scrollHeight: 0,
  });
  const newest = oldestFirst.at(-1);
  const oldestId = oldestFirst[0]?._id;

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = previous.current;
    if (newest?._id !== before.newestId) {
      const isFirstLoad = before.newestId === undefined;
      if (isFirstLoad || isNearBottom.current || newest?.isMine) {
        scroller.scrollTop = scroller.scrollHeight;
      }
    } else if (oldestId !== before.oldestId) {
      scroller.scrollTop += scroller.scrollHeight - before.scrollHeight;
    }
    previous.current = { newestId: newest?._id, oldestId, scrollHeight: scroller.scrollHeight };
  }, [newest?._id, newest?.isMine, oldestId]);

  return (
    <div
      ref={scrollerRef}
      onScroll={(event) => {
        const el = event.currentTarget;
        isNearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
    >
      <div className="[&>div]:mt-0 [&>div]:mb-4">
        <LoadMore
          hasMore={hasEarlier}
          isLoading={isLoadingEarlier}
          onLoadMore={onLoadEarlier}
          label={messages.chats.loadEarlier}
        />
      </div>
      {oldestFirst.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">{messages.chats.noMessages}</p>
      ) : (
        <div role="log" aria-label={messages.chats.messagesLabel(otherName)}>
          <ol className="space-y-3">
            {oldestFirst.map((message) => (
              <MessageBubble
                key={message._id}
                message={message}
                otherName={otherName}
                myRole={myRole}
              />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
