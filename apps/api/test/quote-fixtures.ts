import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInAustralia } from '@trademate/shared/constants/dates';
import type { NotificationKind } from '@trademate/shared/constants/notifications';
import type { QuoteRequest, VariationRequest } from '@trademate/shared/schemas/quotes';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { messages as chatMessages } from '../src/db/schema/chats';
import { notifications } from '../src/db/schema/notifications';
import { createCredentialsRepository } from '../src/modules/credentials/credentials.repository';
import { addDays } from '../src/modules/quotes/quotes.sending';
import { apiClient, type Person, type PersonOptions } from './api-client';
import { createServicePool, jobPostPayload } from './job-fixtures';
import { multipartBody } from './http';

export { addDays };

/** A valid ABN (its check digits hold). */
export const TEST_ABN = '51824753556';

/** Today in Australia, and the day `days` after it (YYYY-MM-DD). */
export const dayFromToday = (days: number) => addDays(todayInAustralia(), days);

/**
 * A quote as a professional sends it, valid as it stands: 2.5 hours of labour at $95 and a $439.99
 * part ($677.49 before GST), valid for two weeks, starting in three days.
 */
export function quotePayload(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    items: [
      {
        description: 'Remove the old unit and fit the new one',
        kind: 'labour',
        quantityHundredths: 250,
        unit: 'hour',
        unitPriceCents: 9_500,
      },
      {
        description: 'Mixer tap, chrome',
        kind: 'materials',
        quantityHundredths: 100,
        unit: 'each',
        unitPriceCents: 43_999,
      },
    ],
    validUntil: dayFromToday(14),
    earliestStart: dayFromToday(3),
    deposit: { kind: 'percent', value: 10 },
    terms: 'Payment within 7 days of completion.',
    attachmentIds: [],
    ...overrides,
  };
}

/**
 * A variation as a professional proposes it after the hire, valid as it stands: an hour more
 * labour at $95 and a $45.50 isolation valve ($140.50 before GST), with its reason.
 */
export function variationPayload(overrides: Partial<VariationRequest> = {}): VariationRequest {
  return {
    lines: [
      {
        change: 'add',
        description: 'Replace the corroded isolation valve',
        kind: 'labour',
        quantityHundredths: 100,
        unit: 'hour',
        unitPriceCents: 9_500,
      },
      {
        change: 'add',
        description: 'Isolation valve, 15 mm',
        kind: 'materials',
        quantityHundredths: 100,
        unit: 'each',
        unitPriceCents: 4_550,
      },
    ],
    reason: 'The isolation valve under the sink is corroded and will not hold.',
    ...overrides,
  };
}

/** A small PDF, as a professional attaches one in a chat. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * The scene every quote starts from, through the API as people would make it: a client's open
 * job, professionals who contacted the client about it (each with a Professional plan and the
 * job's service), their quotes and chat files.
 */
export function quoteScene(app: () => FastifyInstance) {
  const client = apiClient(app, { defaults: { firstName: 'Olivia' } });
  const { call, signedIn } = client;
  let takeServices: ReturnType<typeof createServicePool> | undefined;

  /** A service of the test's own, so its jobs appear in no other test's feed. */
  async function freshService() {
    takeServices ??= createServicePool(app());
    const [service] = await takeServices(1);
    return service!;
  }

  /** A signed-in client's open job in a service of its own. */
  async function openJob(
    overrides: Partial<PostJobRequest> = {},
    clientOptions: PersonOptions = {},
  ) {
    const service = await freshService();
    const owner = await signedIn('client', clientOptions);
    const response = await call('POST', '/api/job', owner, jobPostPayload(service.id, overrides));
    if (response.statusCode !== 201) throw new Error(`posting a job: ${response.body}`);
    const job: { _id: string; title: string } = response.json().data;
    return { client: owner, job, serviceId: service.id };
  }

  /** A professional of the job's service who wrote to its client: their conversation. */
  async function contactingProfessional(
    job: { _id: string },
    serviceId: string,
    options: PersonOptions = {},
  ): Promise<{ professional: Person; conversationId: string }> {
    const professional = await signedIn('tradie', {
      firstName: 'Mick',
      ...options,
      serviceIds: [serviceId],
      plan: 'active',
    });
    const response = await call('POST', `/api/jobRequest/${job._id}/contact`, professional, {
      message: 'Hi, I can come and look at it this week.',
    });
    if (response.statusCode !== 201) throw new Error(`contacting: ${response.body}`);
    return { professional, conversationId: response.json().data.conversationId };
  }

  /** Sends a quote and expects it through; its answer's data. */
  async function sentQuote(professional: Person, jobId: string, body = quotePayload()) {
    const response = await call('POST', `/api/job/${jobId}/quotes`, professional, body);
    if (response.statusCode !== 201) throw new Error(`sending a quote: ${response.body}`);
    return response.json().data;
  }

  /** A chat file `who` sends in the conversation: its attachment's id. */
  async function chatFile(who: Person, conversationId: string, filename = 'plan.pdf') {
    const body = multipartBody([
      { field: 'conversationId', value: conversationId },
      { field: 'chatAttachment', filename, content: pdfBytes, contentType: 'application/pdf' },
    ]);
    const response = await app().inject({
      method: 'POST',
      url: '/api/upload/chatAttachment',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: who.token },
    });
    if (response.statusCode !== 201) throw new Error(`sending a file: ${response.body}`);
    return response.json().data.attachment._id as string;
  }

  /** Records an ABN for the professional, registered for GST from `gstFrom` (or not at all). */
  async function giveAbn(professionalId: string, gstFrom: string | null) {
    await createCredentialsRepository(app().db).upsertBusiness({
      userId: professionalId,
      abn: TEST_ABN,
      businessName: 'Mick’s Plumbing',
      abnCheck: 'register',
      registerEntityName: 'MICK NGUYEN',
      registerStatus: 'Active',
      gstRegisteredFrom: gstFrom,
      checkedAt: new Date(),
    });
  }

  /** A client's open job, a professional who wrote about it, and their quote. */
  async function quotedJob() {
    const { client: owner, job, serviceId } = await openJob();
    const { professional, conversationId } = await contactingProfessional(job, serviceId);
    const quote = await sentQuote(professional, job._id);
    return { client: owner, job, serviceId, professional, conversationId, quote };
  }

  /** A quoted job whose client accepted the quote: the professional is hired, the job in progress. */
  async function acceptedQuote() {
    const scene = await quotedJob();
    const response = await call('POST', `/api/quotes/${scene.quote._id}/accept`, scene.client);
    if (response.statusCode !== 200) throw new Error(`accepting a quote: ${response.body}`);
    return { ...scene, quote: response.json().data };
  }

  /** The newest message in the conversation. */
  async function lastCard(conversationId: string) {
    const [row] = await app()
      .db.select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1);
    return row;
  }

  /** A person's quote (or variation) notifications of one kind, oldest first. */
  async function noticesOf(
    userId: string,
    kind: Extract<
      NotificationKind,
      'quote_received' | 'quote_answered' | 'variation_proposed' | 'variation_answered'
    >,
  ) {
    return app()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .orderBy(notifications.createdAt);
  }

  return {
    ...client,
    freshService,
    openJob,
    contactingProfessional,
    sentQuote,
    chatFile,
    giveAbn,
    quotedJob,
    acceptedQuote,
    lastCard,
    noticesOf,
  };
}
