import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@trademate/shared/constants/users';
import type { ErrorCode } from '@trademate/shared/errors';
import type { PostJobRequest } from '@trademate/shared/schemas/jobs';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, setSubscription } from '../../test/factories';
import { createServicePool, signInFresh } from '../../test/job-fixtures';
import { entryPayload } from '../../test/logbook-fixtures';
import { quotePayload, variationPayload } from '../../test/quote-fixtures';
import { conversations, messages } from '../db/schema/chats';
import { jobContacts, jobs } from '../db/schema/jobs';
import { logbookEntries, logbookEntryRevisions, logbookSupervisions } from '../db/schema/logbook';
import { notifications } from '../db/schema/notifications';
import { quoteVariations, quoteVersions, quotes } from '../db/schema/quotes';
import { reviews } from '../db/schema/reviews';
import { users } from '../db/schema/users';

/*
 * Who may read or change a job, a conversation, a review, a quote (and its variations) or a
 * logbook entry or supervision, as the services and decisions 005 (chats), 006 (job requests,
 * job history), 062 (quotes) and 072 (the logbook) put it,
 * checked against the real app: a small marketplace is built through the API once, then
 * fast-check sends requests from every kind of user to every record and compares the answer, and
 * the rows, with the rule.
 */

let testApp: TestApp;
let takeServices: ReturnType<typeof createServicePool>;

beforeAll(async () => {
  testApp = await buildTestApp();
  takeServices = createServicePool(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

/** How fast-check prints a value in a counterexample: by its name, not its ids and token. */
function named<T extends { name: string }>(value: T): T {
  return Object.assign(value, { [fc.toStringMethod]: () => value.name });
}

interface Actor {
  name: string;
  id: string;
  userType: UserType;
  token: string;
  /** An active Professional plan: what `requirePlan` asks of job requests. */
  hasPlan: boolean;
  /** Offers the service every job of the world is posted in. */
  offersJobService: boolean;
}

interface JobTarget {
  name: string;
  id: string;
  clientId: string;
  status: 'open' | 'in_progress' | 'completed' | 'cancelled';
  contactedBy: string[];
  hiredTradieId: string | null;
}

interface ConversationTarget {
  name: string;
  id: string;
  participantIds: [string, string];
}

interface ReviewTarget {
  name: string;
  id: string;
  tradieId: string;
}

interface QuoteTarget {
  name: string;
  id: string;
  clientId: string;
  professionalId: string;
  /** As its two people read it. */
  status: 'sent' | 'accepted' | 'notChosen';
  /** The number of its variation waiting for the client's answer, if it has one. */
  proposedVariation: number | null;
}

interface LogbookEntryTarget {
  name: string;
  id: string;
  apprenticeId: string;
  supervisorId: string;
  supervisionId: string;
  status: 'pending' | 'verified' | 'returned';
}

interface SupervisionTarget {
  name: string;
  id: string;
  apprenticeId: string;
  supervisorId: string;
  status: 'pending' | 'active';
}

type Target =
  | JobTarget
  | ConversationTarget
  | ReviewTarget
  | QuoteTarget
  | LogbookEntryTarget
  | SupervisionTarget;

interface World {
  jobServiceId: string;
  actors: Actor[];
  jobs: JobTarget[];
  conversations: ConversationTarget[];
  reviews: ReviewTarget[];
  quotes: QuoteTarget[];
  logbookEntries: LogbookEntryTarget[];
  supervisions: SupervisionTarget[];
  byName: Record<string, Actor>;
}

let addressNumber = 0;
/** Each request from an address of its own, so no per-address limit ever trips. */
function nextAddress() {
  addressNumber += 1;
  return `10.77.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  actor: Actor,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { authorization: actor.token },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Sends a request that must succeed while the world is built; returns its `data`. */
async function succeed(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  actor: Actor,
  payload?: object,
) {
  const response = await send(app, method, url, actor, payload);
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} as ${actor.name}: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

function jobPayload(serviceId: string, title: string): PostJobRequest {
  return {
    service: serviceId,
    title,
    description: 'The laundry tap drips and the cold water pipe under the sink has a slow leak.',
    address: { state: 'QLD', city: 'Brisbane' },
    budgetMin: 200,
    budgetMax: 600,
    timing: 'within_week',
    photos: [],
    consent: true,
  };
}

/**
 * Two clients with jobs in every state, the tradies who contacted them and were hired (once by
 * accepting a quote), their conversations and quotes, a direct conversation with an apprentice
 * and two reviews (one replied to), the apprentice's logbook supervised by a tradie (entries
 * waiting, verified and returned) and requests waiting, plus outsiders of every account type.
 * Built through the API, as people would.
 */
async function buildWorld(app: FastifyInstance): Promise<World> {
  const [jobService, otherService] = await takeServices(2);
  const person = async (
    firstName: string,
    userType: UserType,
    options: { plan?: boolean; otherService?: boolean } = {},
  ): Promise<Actor> => {
    const serviceId = options.otherService ? otherService!.id : jobService!.id;
    const user = await createUser(app, {
      userType,
      firstName,
      serviceIds: userType === 'client' ? [] : [serviceId],
    });
    if (options.plan) await setSubscription(app, user.id, 'active');
    return named({
      name: `${firstName} (${userType})`,
      id: user.id,
      userType,
      token: await signInFresh(app, user),
      hasPlan: options.plan ?? false,
      offersJobService: userType !== 'client' && !options.otherService,
    });
  };

  const olivia = await person('Olivia', 'client');
  const noah = await person('Noah', 'client');
  const ava = await person('Ava', 'tradie', { plan: true });
  const liam = await person('Liam', 'tradie', { plan: true });
  const ruby = await person('Ruby', 'apprentice');
  const outsiders = [
    await person('Oscar', 'client'),
    await person('Tom', 'tradie', { plan: true, otherService: true }),
    await person('Finn', 'tradie', { plan: true }),
    await person('Fern', 'freeTradie'),
    await person('Pia', 'apprentice'),
  ];

  const postJob = async (client: Actor, title: string): Promise<string> =>
    (await succeed(app, 'POST', '/api/job', client, jobPayload(jobService!.id, title)))._id;
  const contact = async (tradie: Actor, jobId: string): Promise<string> =>
    (
      await succeed(app, 'POST', `/api/jobRequest/${jobId}/contact`, tradie, {
        message: `Hi, ${tradie.name.split(' ')[0]} here: I can look at it this week.`,
      })
    ).conversationId;
  const hire = (client: Actor, jobId: string, tradie: Actor) =>
    succeed(app, 'POST', `/api/job/${jobId}/hire`, client, { tradieId: tradie.id });
  const complete = (client: Actor, jobId: string) =>
    succeed(app, 'POST', `/api/job/${jobId}/complete`, client);
  const review = async (client: Actor, jobId: string): Promise<string> =>
    (
      await succeed(app, 'POST', `/api/job/${jobId}/review`, client, {
        rating: 4,
        body: 'Turned up on time and left the laundry spotless.',
      })
    )._id;
  const answer = (person: Actor, conversationId: string) =>
    succeed(app, 'POST', `/api/chat/${conversationId}/messages`, person, {
      body: 'Thanks, Thursday morning suits me.',
    });
  const sendQuote = async (tradie: Actor, jobId: string): Promise<string> =>
    (await succeed(app, 'POST', `/api/job/${jobId}/quotes`, tradie, quotePayload()))._id;

  const oliviaOpen = await postJob(olivia, 'Fix the dripping laundry tap');
  const avaOnOliviaOpen = await contact(ava, oliviaOpen);
  await answer(olivia, avaOnOliviaOpen);
  const avaQuoteOnOliviaOpen = await sendQuote(ava, oliviaOpen);

  const oliviaInProgress = await postJob(olivia, 'Move the kitchen sink plumbing');
  const avaOnOliviaInProgress = await contact(ava, oliviaInProgress);
  const liamOnOliviaInProgress = await contact(liam, oliviaInProgress);
  const avaQuoteOnOliviaInProgress = await sendQuote(ava, oliviaInProgress);
  const liamQuoteOnOliviaInProgress = await sendQuote(liam, oliviaInProgress);
  // Accepting Liam's quote hires him; he then proposes a variation of it.
  await succeed(app, 'POST', `/api/quotes/${liamQuoteOnOliviaInProgress}/accept`, olivia);
  await succeed(
    app,
    'POST',
    `/api/quotes/${liamQuoteOnOliviaInProgress}/variations`,
    liam,
    variationPayload(),
  );

  const oliviaCompleted = await postJob(olivia, 'Replace the hot water system');
  const avaOnOliviaCompleted = await contact(ava, oliviaCompleted);
  await hire(olivia, oliviaCompleted, ava);
  await complete(olivia, oliviaCompleted);
  const oliviaReview = await review(olivia, oliviaCompleted);

  const noahOpen = await postJob(noah, 'Install an outdoor shower');

  const noahCancelled = await postJob(noah, 'Unblock the stormwater drain');
  const liamOnNoahCancelled = await contact(liam, noahCancelled);
  await succeed(app, 'POST', `/api/job/${noahCancelled}/cancel`, noah);

  const noahCompleted = await postJob(noah, 'Regrout the main bathroom');
  const liamOnNoahCompleted = await contact(liam, noahCompleted);
  await answer(noah, liamOnNoahCompleted);
  await hire(noah, noahCompleted, liam);
  await complete(noah, noahCompleted);
  const noahReview = await review(noah, noahCompleted);
  await succeed(app, 'POST', `/api/review/${noahReview}/reply`, liam, {
    reply: 'Thanks Noah, a pleasure to work on.',
  });

  const avaWithRuby = (
    await succeed(app, 'POST', '/api/chat/direct', ava, {
      userId: ruby.id,
      message: 'Ruby, could you help on a job next Tuesday?',
    })
  ).conversationId;
  await answer(ruby, avaWithRuby);

  const rubyWithAva = (
    await succeed(app, 'POST', '/api/logbook/supervisions', ruby, { supervisorId: ava.id })
  )._id;
  await succeed(app, 'POST', `/api/logbook/supervisions/${rubyWithAva}/accept`, ava);
  const rubyAskingLiam = (
    await succeed(app, 'POST', '/api/logbook/supervisions', ruby, { supervisorId: liam.id })
  )._id;
  const [pia, finn] = [outsiders[4]!, outsiders[2]!];
  const piaAskingFinn = (
    await succeed(app, 'POST', '/api/logbook/supervisions', pia, { supervisorId: finn.id })
  )._id;
  const [waitingEntry, verifiedEntry, returnedEntry] = (
    await succeed(app, 'POST', '/api/logbook/entries', ruby, {
      entries: [480, 420, 360].map((minutes) => entryPayload(rubyWithAva, { minutes })),
    })
  ).items.map((entry: { _id: string }) => entry._id) as [string, string, string];
  await succeed(app, 'POST', '/api/logbook/entries/verify', ava, { entryIds: [verifiedEntry] });
  await succeed(app, 'POST', `/api/logbook/entries/${returnedEntry}/return`, ava, {
    comment: 'That was a Saturday: which site?',
  });

  const job = (
    name: string,
    id: string,
    client: Actor,
    status: JobTarget['status'],
    contactedBy: Actor[],
    hired: Actor | null,
  ): JobTarget =>
    named({
      name,
      id,
      clientId: client.id,
      status,
      contactedBy: contactedBy.map((tradie) => tradie.id),
      hiredTradieId: hired?.id ?? null,
    });
  const conversation = (name: string, id: string, a: Actor, b: Actor): ConversationTarget =>
    named({ name, id, participantIds: [a.id, b.id] });
  const reviewOf = (name: string, id: string, tradie: Actor): ReviewTarget =>
    named({ name, id, tradieId: tradie.id });
  const quoteOf = (
    name: string,
    id: string,
    client: Actor,
    tradie: Actor,
    status: QuoteTarget['status'],
    proposedVariation: number | null = null,
  ): QuoteTarget =>
    named({ name, id, clientId: client.id, professionalId: tradie.id, status, proposedVariation });

  const logbookEntry = (
    name: string,
    id: string,
    status: LogbookEntryTarget['status'],
  ): LogbookEntryTarget =>
    named({
      name,
      id,
      apprenticeId: ruby.id,
      supervisorId: ava.id,
      supervisionId: rubyWithAva,
      status,
    });
  const supervisionOf = (
    name: string,
    id: string,
    apprentice: Actor,
    supervisor: Actor,
    status: SupervisionTarget['status'],
  ): SupervisionTarget =>
    named({ name, id, apprenticeId: apprentice.id, supervisorId: supervisor.id, status });

  const actors = [olivia, noah, ava, liam, ruby, ...outsiders];
  return {
    jobServiceId: jobService!.id,
    actors,
    byName: Object.fromEntries(actors.map((actor) => [actor.name.split(' ')[0]!, actor])),
    jobs: [
      job("Olivia's open job", oliviaOpen, olivia, 'open', [ava], null),
      job("Olivia's job in progress", oliviaInProgress, olivia, 'in_progress', [ava, liam], liam),
      job("Olivia's reviewed job", oliviaCompleted, olivia, 'completed', [ava], ava),
      job("Noah's open job nobody contacted", noahOpen, noah, 'open', [], null),
      job("Noah's cancelled job", noahCancelled, noah, 'cancelled', [liam], null),
      job("Noah's reviewed and replied job", noahCompleted, noah, 'completed', [liam], liam),
    ],
    conversations: [
      conversation('Ava and Olivia on the open job', avaOnOliviaOpen, ava, olivia),
      conversation('Ava and Olivia on the job in progress', avaOnOliviaInProgress, ava, olivia),
      conversation('Liam and Olivia on the job in progress', liamOnOliviaInProgress, liam, olivia),
      conversation('Ava and Olivia on the reviewed job', avaOnOliviaCompleted, ava, olivia),
      conversation('Liam and Noah on the cancelled job', liamOnNoahCancelled, liam, noah),
      conversation('Liam and Noah on the reviewed job', liamOnNoahCompleted, liam, noah),
      conversation('Ava and Ruby, direct', avaWithRuby, ava, ruby),
    ],
    reviews: [
      reviewOf("Olivia's review of Ava, not replied to", oliviaReview, ava),
      reviewOf("Noah's review of Liam, replied to", noahReview, liam),
    ],
    quotes: [
      quoteOf("Ava's open quote on Olivia's open job", avaQuoteOnOliviaOpen, olivia, ava, 'sent'),
      quoteOf(
        "Liam's accepted quote on Olivia's job in progress",
        liamQuoteOnOliviaInProgress,
        olivia,
        liam,
        'accepted',
        1,
      ),
      quoteOf(
        "Ava's quote not chosen on Olivia's job in progress",
        avaQuoteOnOliviaInProgress,
        olivia,
        ava,
        'notChosen',
      ),
    ],
    logbookEntries: [
      logbookEntry("Ruby's entry waiting for Ava", waitingEntry, 'pending'),
      logbookEntry("Ruby's entry Ava verified", verifiedEntry, 'verified'),
      logbookEntry("Ruby's entry Ava returned", returnedEntry, 'returned'),
    ],
    supervisions: [
      supervisionOf("Ava's supervision of Ruby", rubyWithAva, ruby, ava, 'active'),
      supervisionOf("Ruby's request to Liam", rubyAskingLiam, ruby, liam, 'pending'),
      supervisionOf("Pia's request to Finn", piaAskingFinn, pia, finn, 'pending'),
    ],
  };
}

/** What the rule answers: the owner's request goes through; anyone else's is refused so. */
type Answer = { allowed: true } | { allowed: false; status: 403 | 404 | 409; code: ErrorCode };

const allowed: Answer = { allowed: true };
const notFound: Answer = { allowed: false, status: 404, code: 'NOT_FOUND' };
const forbidden: Answer = { allowed: false, status: 403, code: 'FORBIDDEN' };
const planRequired: Answer = { allowed: false, status: 403, code: 'PLAN_REQUIRED' };
const conflict: Answer = { allowed: false, status: 409, code: 'CONFLICT' };

const isProfessional = (actor: Actor) =>
  actor.userType === 'tradie' || actor.userType === 'freeTradie';

interface Operation<T extends Target> {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  isWrite: boolean;
  url(target: T): string;
  /** A body the owner's own request would pass validation with. */
  body?(target: T, world: World): object;
  answer(actor: Actor, target: T): Answer;
  /** For an allowed read: what the answer's `data` must say about the record. */
  expectRecord?(data: Record<string, unknown>, target: T): void;
}

/** `/api/job/*` is a verified client's, and only for their own jobs: others' are "not found". */
const ownJob = (actor: Actor, job: JobTarget): Answer => {
  if (actor.userType !== 'client') return forbidden;
  return actor.id === job.clientId ? allowed : notFound;
};

const jobOperations: Operation<JobTarget>[] = [
  {
    name: 'GET /api/job/:id',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/job/${job.id}`,
    answer: ownJob,
    expectRecord(data, job) {
      expect(data).toMatchObject({ _id: job.id, status: job.status });
    },
  },
  {
    name: 'GET /api/job/:id/contacts',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/job/${job.id}/contacts`,
    answer: ownJob,
    expectRecord(data, job) {
      const items = data.items as { _id: string }[];
      expect(items.map((item) => item._id).sort()).toEqual([...job.contactedBy].sort());
    },
  },
  {
    name: 'GET /api/job/:id/suggestions',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/job/${job.id}/suggestions`,
    // The owner of a job no longer open hears why there is nothing to suggest.
    answer: (actor, job) => {
      const answer = ownJob(actor, job);
      return answer.allowed && job.status !== 'open' ? conflict : answer;
    },
    expectRecord(data, job) {
      const items = data.items as { _id: string }[];
      expect(items.filter((item) => job.contactedBy.includes(item._id))).toEqual([]);
    },
  },
  {
    name: 'PATCH /api/job/:id',
    method: 'PATCH',
    isWrite: true,
    url: (job) => `/api/job/${job.id}`,
    body: (_job, world) =>
      jobPayload(world.jobServiceId, 'Fix the tap and the pipe under the sink'),
    answer: ownJob,
  },
  {
    name: 'POST /api/job/:id/cancel',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/job/${job.id}/cancel`,
    answer: ownJob,
  },
  {
    name: 'POST /api/job/:id/hire',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/job/${job.id}/hire`,
    body: (job, world) => ({ tradieId: job.contactedBy[0] ?? world.byName.Ava!.id }),
    answer: ownJob,
  },
  {
    name: 'POST /api/job/:id/complete',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/job/${job.id}/complete`,
    answer: ownJob,
  },
  {
    name: 'POST /api/job/:id/review',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/job/${job.id}/review`,
    body: () => ({ rating: 2, body: 'Left a mess behind and never came back to finish.' }),
    answer: ownJob,
  },
  {
    name: 'GET /api/jobHistory/:id',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/jobHistory/${job.id}`,
    answer(actor, job) {
      if (actor.userType !== 'tradie') return forbidden;
      const isInvolved = job.contactedBy.includes(actor.id) || job.hiredTradieId === actor.id;
      return isInvolved ? allowed : notFound;
    },
    expectRecord(data, job) {
      expect(data).toMatchObject({ _id: job.id, status: job.status });
    },
  },
  {
    name: 'GET /api/jobRequest/:id',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/jobRequest/${job.id}`,
    answer(actor, job) {
      if (!isProfessional(actor)) return forbidden;
      if (!actor.hasPlan) return planRequired;
      const isVisible =
        (job.status === 'open' && actor.offersJobService) ||
        job.contactedBy.includes(actor.id) ||
        job.hiredTradieId === actor.id;
      return isVisible ? allowed : notFound;
    },
    expectRecord(data, job) {
      expect(data).toMatchObject({ _id: job.id, status: job.status });
    },
  },
  {
    name: 'GET /api/job/:id/quotes',
    method: 'GET',
    isWrite: false,
    url: (job) => `/api/job/${job.id}/quotes`,
    // The job's client reads every quote, a professional who wrote about it their own.
    answer(actor, job) {
      if (actor.userType === 'apprentice') return forbidden;
      return actor.id === job.clientId || job.contactedBy.includes(actor.id) ? allowed : notFound;
    },
    expectRecord(data, job) {
      for (const quote of data.items as { job: { _id: string } }[]) {
        expect(quote.job._id).toBe(job.id);
      }
    },
  },
  {
    name: 'POST /api/job/:id/quotes',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/job/${job.id}/quotes`,
    body: () => quotePayload(),
    // Only a professional who wrote to the client about the job quotes, once, while it is open:
    // every job of the world a professional wrote about is closed or quoted on already.
    answer(actor, job) {
      if (!isProfessional(actor)) return forbidden;
      return job.contactedBy.includes(actor.id) ? conflict : forbidden;
    },
  },
  {
    name: 'POST /api/jobRequest/:id/contact',
    method: 'POST',
    isWrite: true,
    url: (job) => `/api/jobRequest/${job.id}/contact`,
    body: () => ({ message: 'Hi, I could come and quote on Saturday morning.' }),
    answer(actor, job) {
      if (!isProfessional(actor)) return forbidden;
      if (!actor.hasPlan) return planRequired;
      return actor.offersJobService || job.contactedBy.includes(actor.id) ? allowed : notFound;
    },
  },
];

/** Decision 005: to anyone but its two participants, a conversation does not exist. */
const participant = (actor: Actor, conversation: ConversationTarget): Answer =>
  conversation.participantIds.includes(actor.id) ? allowed : notFound;

const conversationOperations: Operation<ConversationTarget>[] = [
  {
    name: 'GET /api/chat/:id',
    method: 'GET',
    isWrite: false,
    url: (conversation) => `/api/chat/${conversation.id}`,
    answer: participant,
    expectRecord(data, conversation) {
      expect(data._id).toBe(conversation.id);
    },
  },
  {
    name: 'GET /api/chat/:id/messages',
    method: 'GET',
    isWrite: false,
    url: (conversation) => `/api/chat/${conversation.id}/messages`,
    answer: participant,
    expectRecord(data) {
      expect((data.items as unknown[]).length).toBeGreaterThan(0);
    },
  },
  {
    name: 'POST /api/chat/:id/messages',
    method: 'POST',
    isWrite: true,
    url: (conversation) => `/api/chat/${conversation.id}/messages`,
    body: () => ({ body: 'Can you send me your bank details?' }),
    answer: participant,
  },
  {
    name: 'POST /api/chat/:id/read',
    method: 'POST',
    isWrite: true,
    url: (conversation) => `/api/chat/${conversation.id}/read`,
    answer: participant,
  },
];

const reviewOperations: Operation<ReviewTarget>[] = [
  {
    name: 'POST /api/review/:id/reply',
    method: 'POST',
    isWrite: true,
    url: (review) => `/api/review/${review.id}/reply`,
    body: () => ({ reply: 'This review is unfair and untrue.' }),
    answer(actor, review) {
      if (!isProfessional(actor)) return forbidden;
      return actor.id === review.tradieId ? allowed : notFound;
    },
  },
];

/** Decision 062: a quote exists for its job's client and its professional, and no one else. */
const quoteParty = (actor: Actor, quote: QuoteTarget): Answer => {
  if (actor.userType === 'apprentice') return forbidden;
  return actor.id === quote.clientId || actor.id === quote.professionalId ? allowed : notFound;
};

/** What one side may change: theirs while the quote is open, nothing once it is answered. */
const quoteChange =
  (side: 'professional' | 'client') =>
  (actor: Actor, quote: QuoteTarget): Answer => {
    const isSide = side === 'client' ? actor.userType === 'client' : isProfessional(actor);
    if (!isSide) return forbidden;
    const owner = side === 'client' ? quote.clientId : quote.professionalId;
    if (actor.id !== owner) return notFound;
    return quote.status === 'sent' ? allowed : conflict;
  };

/** A variation's answer or withdrawal: one side's, on their quote's variation still proposed. */
const variationAnswer =
  (side: 'professional' | 'client') =>
  (actor: Actor, quote: QuoteTarget): Answer => {
    const isSide = side === 'client' ? actor.userType === 'client' : isProfessional(actor);
    if (!isSide) return forbidden;
    const owner = side === 'client' ? quote.clientId : quote.professionalId;
    // A quote without a proposed variation has no variation by that number.
    return actor.id === owner && quote.proposedVariation !== null ? allowed : notFound;
  };

const quoteOperations: Operation<QuoteTarget>[] = [
  {
    name: 'GET /api/quotes/:id',
    method: 'GET',
    isWrite: false,
    url: (quote) => `/api/quotes/${quote.id}`,
    answer: quoteParty,
    expectRecord(data, quote) {
      expect(data).toMatchObject({ _id: quote.id, status: quote.status });
    },
  },
  {
    name: 'GET /api/quotes/:id/agreement',
    method: 'GET',
    isWrite: false,
    url: (quote) => `/api/quotes/${quote.id}/agreement`,
    answer: (actor, quote) => {
      const answer = quoteParty(actor, quote);
      return answer.allowed && quote.status !== 'accepted' ? conflict : answer;
    },
    expectRecord(data) {
      expect(data.contentType).toBe('application/pdf');
    },
  },
  {
    name: 'PUT /api/quotes/:id',
    method: 'PUT',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}`,
    body: () => quotePayload({ terms: 'Half up front, the rest on completion.' }),
    answer: quoteChange('professional'),
  },
  {
    name: 'POST /api/quotes/:id/withdraw',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/withdraw`,
    answer: quoteChange('professional'),
  },
  {
    name: 'POST /api/quotes/:id/decline',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/decline`,
    body: () => ({ reason: 'We found someone closer.' }),
    answer: quoteChange('client'),
  },
  {
    name: 'POST /api/quotes/:id/accept',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/accept`,
    answer: quoteChange('client'),
  },
  {
    name: 'POST /api/quotes/:id/variations',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/variations`,
    body: () => variationPayload(),
    // Only the professional of an accepted quote (its job in progress) proposes one.
    answer(actor, quote) {
      if (!isProfessional(actor)) return forbidden;
      if (actor.id !== quote.professionalId) return notFound;
      return quote.status === 'accepted' ? allowed : conflict;
    },
  },
  {
    name: 'POST /api/quotes/:id/variations/:number/withdraw',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/variations/${quote.proposedVariation ?? 1}/withdraw`,
    answer: variationAnswer('professional'),
  },
  {
    name: 'POST /api/quotes/:id/variations/:number/approve',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/variations/${quote.proposedVariation ?? 1}/approve`,
    answer: variationAnswer('client'),
  },
  {
    name: 'POST /api/quotes/:id/variations/:number/decline',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/variations/${quote.proposedVariation ?? 1}/decline`,
    body: () => ({ reason: 'We agreed on the price already.' }),
    answer: variationAnswer('client'),
  },
  {
    name: 'POST /api/quotes/:id/question',
    method: 'POST',
    isWrite: true,
    url: (quote) => `/api/quotes/${quote.id}/question`,
    body: () => ({ question: 'Can you start on Monday instead?' }),
    answer(actor, quote) {
      if (actor.userType !== 'client') return forbidden;
      return actor.id === quote.clientId ? allowed : notFound;
    },
  },
];

/**
 * Decision 072: an entry exists for its apprentice and its supervisor, and no one else; clients
 * keep no logbook and supervise none.
 */
const logbookParty = (actor: Actor, entry: { apprenticeId: string; supervisorId: string }) => {
  if (actor.userType === 'client') return forbidden;
  return actor.id === entry.apprenticeId || actor.id === entry.supervisorId ? allowed : notFound;
};

/** What the apprentice changes: their own entries, any but a verified one for a deletion. */
const apprenticeChange =
  (refuseVerified: boolean) =>
  (actor: Actor, entry: LogbookEntryTarget): Answer => {
    if (actor.userType !== 'apprentice') return forbidden;
    if (actor.id !== entry.apprenticeId) return notFound;
    return refuseVerified && entry.status === 'verified' ? conflict : allowed;
  };

/** What the supervisor decides: their apprentices' entries still waiting. */
const supervisorDecision = (actor: Actor, entry: LogbookEntryTarget): Answer => {
  if (!isProfessional(actor)) return forbidden;
  if (actor.id !== entry.supervisorId) return notFound;
  return entry.status === 'pending' ? allowed : conflict;
};

const logbookEntryOperations: Operation<LogbookEntryTarget>[] = [
  {
    name: 'GET /api/logbook/entries/:id',
    method: 'GET',
    isWrite: false,
    url: (entry) => `/api/logbook/entries/${entry.id}`,
    answer: logbookParty,
    expectRecord(data, entry) {
      expect(data).toMatchObject({ _id: entry.id, status: entry.status });
    },
  },
  {
    name: 'PATCH /api/logbook/entries/:id',
    method: 'PATCH',
    isWrite: true,
    url: (entry) => `/api/logbook/entries/${entry.id}`,
    body: (entry) => entryPayload(entry.supervisionId, { minutes: 300 }),
    answer: apprenticeChange(false),
  },
  {
    name: 'DELETE /api/logbook/entries/:id',
    method: 'DELETE',
    isWrite: true,
    url: (entry) => `/api/logbook/entries/${entry.id}`,
    answer: apprenticeChange(true),
  },
  {
    name: 'POST /api/logbook/entries/verify',
    method: 'POST',
    isWrite: true,
    url: () => '/api/logbook/entries/verify',
    body: (entry) => ({ entryIds: [entry.id] }),
    answer: supervisorDecision,
  },
  {
    name: 'POST /api/logbook/entries/:id/return',
    method: 'POST',
    isWrite: true,
    url: (entry) => `/api/logbook/entries/${entry.id}/return`,
    body: () => ({ comment: 'Say which site you were on.' }),
    answer: supervisorDecision,
  },
];

/** A request's answer: the professional asked, while it waits. */
const supervisorAnswer = (actor: Actor, link: SupervisionTarget): Answer => {
  if (!isProfessional(actor)) return forbidden;
  if (actor.id !== link.supervisorId) return notFound;
  return link.status === 'pending' ? allowed : conflict;
};

const supervisionOperations: Operation<SupervisionTarget>[] = [
  {
    name: 'POST /api/logbook/supervisions/:id/accept',
    method: 'POST',
    isWrite: true,
    url: (link) => `/api/logbook/supervisions/${link.id}/accept`,
    answer: supervisorAnswer,
  },
  {
    name: 'POST /api/logbook/supervisions/:id/decline',
    method: 'POST',
    isWrite: true,
    url: (link) => `/api/logbook/supervisions/${link.id}/decline`,
    answer: supervisorAnswer,
  },
  {
    name: 'POST /api/logbook/supervisions/:id/end',
    method: 'POST',
    isWrite: true,
    url: (link) => `/api/logbook/supervisions/${link.id}/end`,
    answer: logbookParty,
  },
];

interface Request {
  operation: Operation<Target>;
  target: Target;
}

const operations = [
  ...jobOperations,
  ...conversationOperations,
  ...reviewOperations,
  ...quoteOperations,
  ...logbookEntryOperations,
  ...supervisionOperations,
] as Operation<Target>[];

function targetsOf(world: World, operation: Operation<Target>): Target[] {
  if ((jobOperations as Operation<Target>[]).includes(operation)) return world.jobs;
  if ((conversationOperations as Operation<Target>[]).includes(operation)) {
    return world.conversations;
  }
  if ((quoteOperations as Operation<Target>[]).includes(operation)) return world.quotes;
  if ((logbookEntryOperations as Operation<Target>[]).includes(operation)) {
    return world.logbookEntries;
  }
  if ((supervisionOperations as Operation<Target>[]).includes(operation)) {
    return world.supervisions;
  }
  return world.reviews;
}

/** Every operation on every record it applies to. */
function requestsOf(world: World): Request[] {
  return operations.flatMap((operation) =>
    targetsOf(world, operation).map((target) => ({ operation, target })),
  );
}

function describeRequest(actor: Actor, { operation, target }: Request): string {
  return `${operation.name} on ${target.name} as ${actor.name}`;
}

function sendRequest(world: World, actor: Actor, { operation, target }: Request) {
  return send(
    testApp.app,
    operation.method,
    operation.url(target),
    actor,
    operation.body?.(target, world),
  );
}

/**
 * Who to send a request as: mostly someone the service itself must turn away (an account of the
 * right type that is not the owner: the other client, the tradie who was not hired), sometimes
 * someone the route refuses by account type or plan, sometimes the owner reading their record.
 * The owner's writes are left out: they would change the world the other runs rely on.
 */
function actorFor(world: World, request: Request): fc.Arbitrary<Actor> {
  const answers = world.actors.map((actor) => ({
    actor,
    answer: request.operation.answer(actor, request.target),
  }));
  const ownershipRefused = answers.filter(({ answer }) => !answer.allowed && answer.status === 404);
  const routeRefused = answers.filter(({ answer }) => !answer.allowed && answer.status === 403);
  const ownerReads = request.operation.isWrite
    ? []
    : answers.filter(({ answer }) => answer.allowed);
  const choices = [
    { weight: 4, among: ownershipRefused },
    { weight: 1, among: routeRefused },
    { weight: 1, among: ownerReads },
  ]
    .filter(({ among }) => among.length > 0)
    .map(({ weight, among }) => ({
      weight,
      arbitrary: fc.constantFrom(...among.map(({ actor }) => actor)),
    }));
  return fc.oneof(...choices);
}

/** Every row an ownership slip could touch, in a fixed order. */
async function snapshotRows() {
  const db = testApp.app.db;
  return {
    jobs: await db.select().from(jobs).orderBy(asc(jobs.id)),
    jobContacts: await db
      .select()
      .from(jobContacts)
      .orderBy(asc(jobContacts.jobId), asc(jobContacts.tradieId)),
    conversations: await db.select().from(conversations).orderBy(asc(conversations.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    quotes: await db.select().from(quotes).orderBy(asc(quotes.id)),
    quoteVersions: await db
      .select()
      .from(quoteVersions)
      .orderBy(asc(quoteVersions.quoteId), asc(quoteVersions.version)),
    quoteVariations: await db
      .select()
      .from(quoteVariations)
      .orderBy(asc(quoteVariations.quoteId), asc(quoteVariations.number)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
    logbookSupervisions: await db
      .select()
      .from(logbookSupervisions)
      .orderBy(asc(logbookSupervisions.id)),
    logbookEntries: await db.select().from(logbookEntries).orderBy(asc(logbookEntries.id)),
    logbookEntryRevisions: await db
      .select()
      .from(logbookEntryRevisions)
      .orderBy(asc(logbookEntryRevisions.entryId), asc(logbookEntryRevisions.revision)),
    ratings: await db
      .select({ id: users.id, reviewCount: users.reviewCount, ratingTotal: users.ratingTotal })
      .from(users)
      .orderBy(asc(users.id)),
  };
}

/**
 * Sends one request and checks its answer against the rule: the refusal's status and code, or
 * the owner's record. Returns what went wrong, if anything.
 */
async function checkAnswer(world: World, actor: Actor, request: Request): Promise<string | null> {
  const expected = request.operation.answer(actor, request.target);
  const response = await sendRequest(world, actor, request);
  const contentType = String(response.headers['content-type'] ?? '');
  // A file (an agreement) is described by its type; everything else answers the envelope.
  const body = contentType.startsWith('application/json')
    ? response.json()
    : { data: { contentType } };
  if (expected.allowed) {
    if (response.statusCode !== 200) {
      return `${describeRequest(actor, request)}: ${response.statusCode} ${body.code}, expected 200`;
    }
    request.operation.expectRecord!(body.data, request.target);
    return null;
  }
  if (response.statusCode !== expected.status || body.code !== expected.code) {
    return `${describeRequest(actor, request)}: ${response.statusCode} ${body.code}, expected ${expected.status} ${expected.code}`;
  }
  return null;
}

describe('ownership of jobs, conversations, reviews, quotes and logbooks', () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(testApp.app);
    // The rule reads job states from the world's description: hold the database to it.
    const rows = await testApp.app.db.select({ id: jobs.id, status: jobs.status }).from(jobs);
    for (const job of world.jobs) {
      expect(rows.find((row) => row.id === job.id)?.status, job.name).toBe(job.status);
    }
  });

  it('lets owners read and refuses anyone else as documented, changing no row', async () => {
    const request = fc
      .constantFrom(...operations)
      .chain((operation) =>
        fc
          .constantFrom(...targetsOf(world, operation))
          .map((target) =>
            named({ operation, target, name: `${operation.name} on ${target.name}` }),
          ),
      );
    const actorAndRequest = request.chain((chosen) =>
      actorFor(world, chosen).map((actor) => ({ actor, request: chosen })),
    );

    await fc.assert(
      fc.asyncProperty(actorAndRequest, async ({ actor, request: chosen }) => {
        const before = await snapshotRows();
        expect(await checkAnswer(world, actor, chosen)).toBeNull();
        expect(await snapshotRows()).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('answers every request from every account as the rule says: owners read, no one else', async () => {
    const before = await snapshotRows();
    const wrong: string[] = [];
    let ownerReads = 0;
    let refusals = 0;

    for (const request of requestsOf(world)) {
      for (const actor of world.actors) {
        const answer = request.operation.answer(actor, request.target);
        if (answer.allowed && request.operation.isWrite) continue;
        if (answer.allowed) ownerReads += 1;
        else refusals += 1;
        const problem = await checkAnswer(world, actor, request);
        if (problem) wrong.push(problem);
      }
    }

    expect(wrong).toEqual([]);
    expect(await snapshotRows()).toEqual(before);
    // Both sides are exercised: the clients' own jobs (and their open jobs' suggestions and
    // quotes), the tradies' history, requests and quotes, both people of every conversation,
    // quote and logbook entry, the accepted quote's agreement (85 reads); everyone else on every
    // record, the owners of closed jobs asking for suggestions, quotes already answered and
    // agreements not made yet, variations of quotes not accepted and variations that do not
    // exist, entries already verified or returned and a link already answered (1459 refusals).
    expect(ownerReads).toBe(85);
    expect(refusals).toBe(1459);
  });
});

describe('the bodies the refusals are sent with', () => {
  it('are accepted from the owner: each write goes through for the person it belongs to', async () => {
    const world = await buildWorld(testApp.app);
    const { Olivia, Noah, Ava, Liam, Finn, Ruby } = world.byName;
    const [open, inProgress, , untouched] = world.jobs;
    const [avaOnOpen] = world.conversations;
    const [oliviaReview] = world.reviews;
    const [avaQuote, liamQuote] = world.quotes;
    const withVariation = (number: number) =>
      named({ ...liamQuote!, proposedVariation: number, name: `${liamQuote!.name}, #${number}` });
    const operation = (name: string) => operations.find((candidate) => candidate.name === name)!;
    const expectStatus = async (actor: Actor, name: string, target: Target, status: 200 | 201) => {
      const chosen = operation(name);
      expect(chosen.answer(actor, target)).toEqual(allowed);
      const response = await sendRequest(world, actor, { operation: chosen, target });
      expect(response.statusCode, `${name} on ${target.name}: ${response.body}`).toBe(status);
    };

    await expectStatus(Olivia!, 'POST /api/quotes/:id/question', avaQuote!, 201);
    await expectStatus(Olivia!, 'POST /api/quotes/:id/decline', avaQuote!, 200);
    await expectStatus(Ava!, 'PUT /api/quotes/:id', avaQuote!, 200);
    await expectStatus(Ava!, 'POST /api/quotes/:id/withdraw', avaQuote!, 200);
    await expectStatus(Olivia!, 'POST /api/quotes/:id/variations/:number/approve', liamQuote!, 200);
    await expectStatus(Liam!, 'POST /api/quotes/:id/variations', liamQuote!, 201);
    await expectStatus(
      Olivia!,
      'POST /api/quotes/:id/variations/:number/decline',
      withVariation(2),
      200,
    );
    await expectStatus(Liam!, 'POST /api/quotes/:id/variations', liamQuote!, 201);
    await expectStatus(
      Liam!,
      'POST /api/quotes/:id/variations/:number/withdraw',
      withVariation(3),
      200,
    );
    await expectStatus(Olivia!, 'PATCH /api/job/:id', open!, 200);
    await expectStatus(Finn!, 'POST /api/jobRequest/:id/contact', open!, 201);
    await expectStatus(Olivia!, 'POST /api/job/:id/hire', open!, 200);
    await expectStatus(Olivia!, 'POST /api/job/:id/complete', inProgress!, 200);
    await expectStatus(Olivia!, 'POST /api/job/:id/review', inProgress!, 201);
    await expectStatus(Noah!, 'POST /api/job/:id/cancel', untouched!, 200);
    await expectStatus(Ava!, 'POST /api/chat/:id/messages', avaOnOpen!, 201);
    await expectStatus(Olivia!, 'POST /api/chat/:id/read', avaOnOpen!, 200);
    await expectStatus(Ava!, 'POST /api/review/:id/reply', oliviaReview!, 200);

    const [waiting, verified, returned] = world.logbookEntries;
    const [rubyWithAva, rubyAskingLiam, piaAskingFinn] = world.supervisions;
    const entryNow = (entry: LogbookEntryTarget, status: LogbookEntryTarget['status']) =>
      named({ ...entry, status, name: `${entry.name}, now ${status}` });
    await expectStatus(Ruby!, 'PATCH /api/logbook/entries/:id', waiting!, 200);
    await expectStatus(Ava!, 'POST /api/logbook/entries/verify', waiting!, 200);
    await expectStatus(Ruby!, 'PATCH /api/logbook/entries/:id', verified!, 200);
    await expectStatus(
      Ava!,
      'POST /api/logbook/entries/:id/return',
      entryNow(verified!, 'pending'),
      200,
    );
    await expectStatus(Ruby!, 'DELETE /api/logbook/entries/:id', returned!, 200);
    await expectStatus(Liam!, 'POST /api/logbook/supervisions/:id/accept', rubyAskingLiam!, 200);
    await expectStatus(Finn!, 'POST /api/logbook/supervisions/:id/decline', piaAskingFinn!, 200);
    await expectStatus(Ruby!, 'POST /api/logbook/supervisions/:id/end', rubyWithAva!, 200);
  });
});
