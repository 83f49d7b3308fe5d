import * as messages from '@trademate/shared/messages';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/ui/page-title';
import { ConversationList } from '../components/conversation-list';

/** `/chats`: every conversation of the signed-in user, most recent message first. */
export default function ChatsPage() {
  return (
    <div className="bg-slate-50 pb-20">
      <PageTitle title={messages.chats.title} />
      <PageHeader
        title={messages.chats.title}
        lead={messages.chats.lead}
        contentClassName="mx-auto max-w-3xl"
      />
      <Container className="pt-8 sm:pt-10">
        <section className="mx-auto max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <ConversationList />
        </section>
      </Container>
    </div>
  );
}
