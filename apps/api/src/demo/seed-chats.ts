import { hasProfessionalAccess } from '../lib/subscription-status';
import { enquiryScript } from './demo-chats.data';
import type { DemoAccount, DemoStory } from './demo-story';
import { daysAgo, minutesAfter } from './story-clock';

/** A professional writing to a client, as the contact route lets them: with the plan. */
async function asProfessional({ app, accountOf }: DemoStory, firstName: string) {
  const account = accountOf(firstName);
  const { subscriptionStatus } = await app.users.getMe(account.id);
  if (!hasProfessionalAccess(subscriptionStatus)) {
    throw new Error(`Demo data has ${firstName} contact a client without the Professional plan`);
  }
  return { ...account, subscriptionStatus };
}

/**
 * A professional's enquiry about a client's job at `writtenAt`, and, unless the client stays
 * silent, the chat that follows it five minutes a message. Returns the conversation's id.
 */
export async function seedEnquiry(
  story: DemoStory,
  enquiry: {
    jobId: string;
    jobTitle: string;
    client: DemoAccount;
    proName: string;
    writtenAt: Date;
    isClientSilent: boolean;
  },
): Promise<string> {
  const { app, happenedAt } = story;
  const { jobId, client } = enquiry;
  const pro = await asProfessional(story, enquiry.proName);
  let writtenAt = enquiry.writtenAt;
  const { conversationId } = await happenedAt(writtenAt, () =>
    app.jobRequests.contactClient(pro, jobId, {
      message: `${enquiryScript.first} (${enquiry.jobTitle})`,
    }),
  );
  for (const [from, body] of enquiry.isClientSilent ? [] : enquiryScript.replies) {
    writtenAt = minutesAfter(writtenAt, 5);
    await happenedAt(writtenAt, () =>
      app.chats.sendMessage(conversationId, from === 'pro' ? pro : client, body),
    );
  }
  return conversationId;
}

/** A tradie writes to an apprentice from the apprentices directory. */
export async function seedDirectMessages({ app, happenedAt, accountOf }: DemoStory) {
  await happenedAt(daysAgo(0, -180), () =>
    app.chats.sendDirectMessage(accountOf('Mick'), {
      userId: accountOf('Ruby').id,
      message:
        'Hi Ruby, I am looking for a second-year apprentice for residential work around Brisbane. Keen to chat?',
    }),
  );
}
