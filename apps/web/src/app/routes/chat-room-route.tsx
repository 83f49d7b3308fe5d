import ChatRoomPage from '@/features/chats/pages/chat-room-page';
import { QuoteLink } from '@/features/quotes/components/quote-link';

/**
 * `/chats/:id`: a conversation; about a job, its professional finds their quote (to send, revise
 * or view) in the header.
 */
export default function ChatRoomRoute() {
  return (
    <ChatRoomPage
      headerExtra={(conversation) =>
        conversation.job && conversation.myRole === 'professional' ? (
          <QuoteLink jobId={conversation.job._id} variant="link" />
        ) : null
      }
    />
  );
}
