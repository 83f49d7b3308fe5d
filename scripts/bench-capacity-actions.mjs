// What each class of the capacity scenario's users does (scripts/bench-capacity-load.mjs runs
// them): one action per call, chosen at random with the class's weights, each a request a
// signed-in person of that kind makes in the web app, and every write one the app accepts (201 or
// 200): the jobs contacted are open ones in the tradie's services, each quoted once, the
// conversations are the user's own, and messages and quotes keep well under their rate limits.

/** A tradie sends a quote at most this often (the server allows 60 an hour per account). */
const QUOTE_EVERY_MS = 120_000;
/** Messages a chatting user sends in a minute at most (the server allows 30 per account). */
const MESSAGES_PER_MINUTE = 20;

const MESSAGES = [
  'Are you free on Thursday morning?',
  'Yes, Thursday works. I can be there at 9.',
  'Could you send a photo of the switchboard?',
  'Thanks, that helps. The job should take about half a day.',
  'Do you need me to be home while you work?',
  'No need, as long as the side gate is open.',
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Today in Western Australia (the day the API checks a quote's dates against), plus `days`. */
function australianDay(days) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Perth',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A page's `items` ids, from a JSON envelope. */
function itemIds(body) {
  try {
    return JSON.parse(body).data.items.map((item) => item._id);
  } catch {
    return [];
  }
}

/**
 * The actions, bound to `call(user, action, method, path, body?)` (which times the request,
 * checks its status and answers `{ status, body }`) and the services offered.
 */
export function createActions({ call, services }) {
  /**
   * The job requests feed: 30% for one of the user's services, 20% within 50 km nearest first,
   * 15% in their state, the rest unfiltered; the jobs on it are the ones whose detail they open.
   */
  async function feed(user) {
    const roll = Math.random();
    let query = '';
    if (roll < 0.3 && user.services.length > 0) query = `?serviceId=${pick(user.services)}`;
    else if (roll < 0.5) query = '?withinKm=50&sort=nearest';
    else if (roll < 0.65) query = `?state=${user.address.state}`;
    const { status, body } = await call(
      user,
      'job requests feed',
      'GET',
      `/api/jobRequest${query}`,
    );
    if (status === 200) {
      const ids = itemIds(body);
      if (ids.length > 0) user.seenJobs = ids;
    }
  }

  /** The professional directory, now and then for one service or near them. */
  async function directory(user) {
    const roll = Math.random();
    let query = '';
    if (roll < 0.25) query = `?serviceId=${pick(services)}`;
    else if (roll < 0.5) query = '?withinKm=50&sort=nearest';
    await call(user, 'professional directory', 'GET', `/api/professional${query}`);
  }

  /** A service's public page. */
  const servicePage = (user) =>
    call(user, 'service page', 'GET', `/api/service/${pick(services)}/overview`);

  /** Browsing, by kind: the detail of a job in the feed needs the Professional plan. */
  async function browse(user) {
    const roll = Math.random();
    if (user.type === 'tradie') {
      if (roll < 0.35 || !user.seenJobs) return feed(user);
      if (roll < 0.65)
        return call(user, 'job request detail', 'GET', `/api/jobRequest/${pick(user.seenJobs)}`);
      return roll < 0.8 ? directory(user) : servicePage(user);
    }
    if (user.type === 'freeTradie') {
      if (roll < 0.5) return feed(user);
      return roll < 0.75 ? directory(user) : servicePage(user);
    }
    return roll < 0.6 ? directory(user) : servicePage(user);
  }

  /** Chatting in the user's conversation: writing (both people do), reading, marking read. */
  async function chat(user) {
    const path = `/api/chat/${user.conversationId}`;
    const now = Date.now();
    user.sent = (user.sent ?? []).filter((at) => now - at < 60_000);
    const roll = Math.random();
    if (roll < 0.3 && user.sent.length < MESSAGES_PER_MINUTE) {
      user.sent.push(now);
      return call(user, 'send a message', 'POST', `${path}/messages`, { body: pick(MESSAGES) });
    }
    if (roll < 0.6) return call(user, 'read messages', 'GET', `${path}/messages`);
    if (roll < 0.8) return call(user, 'mark read', 'POST', `${path}/read`);
    return call(user, 'my conversations', 'GET', '/api/chat');
  }

  /** A client posts a job in their own suburb, reads their jobs, or one they posted. */
  async function clientWrites(user) {
    const roll = Math.random();
    if (roll < 0.4) {
      const { status, body } = await call(user, 'post a job', 'POST', '/api/job', {
        service: pick(services),
        title: 'Rewire the kitchen and add four power points',
        description: 'Old wiring in a 1960s house; the kitchen needs new circuits and outlets.',
        address: user.address,
        budgetMin: 1500,
        budgetMax: 3000,
        timing: 'within_week',
        photos: [],
        consent: true,
      });
      if (status === 201) user.posted = JSON.parse(body).data._id;
      return;
    }
    if (roll < 0.7 || !user.posted) return call(user, 'my jobs', 'GET', '/api/job/mine');
    return call(user, 'my job', 'GET', `/api/job/${user.posted}`);
  }

  /**
   * A tradie works through open jobs in their services: reads one, writes to its client, then
   * quotes on it (at most every two minutes) or reads the conversation.
   */
  async function tradieWrites(user) {
    if (!user.jobs?.length) return feed(user);
    user.step = user.step ?? 0;
    user.next = user.next ?? 0;
    const jobId = user.jobs[user.next % user.jobs.length];
    const step = user.step;
    user.step = (step + 1) % 3;
    if (step === 0) return call(user, 'job request detail', 'GET', `/api/jobRequest/${jobId}`);
    if (step === 1) {
      const { status, body } = await call(
        user,
        'contact a client',
        'POST',
        `/api/jobRequest/${jobId}/contact`,
        {
          message: 'Hi, I can do this job next week. Happy to come and have a look first.',
        },
      );
      if (status === 201) user.conversation = JSON.parse(body).data.conversationId;
      return;
    }
    user.next += 1;
    user.quoted = user.quoted ?? new Set();
    const canQuote =
      !user.quoted.has(jobId) && Date.now() - (user.lastQuoteAt ?? 0) >= QUOTE_EVERY_MS;
    if (canQuote) {
      user.quoted.add(jobId);
      user.lastQuoteAt = Date.now();
      return call(user, 'send a quote', 'POST', `/api/job/${jobId}/quotes`, {
        items: [
          {
            description: 'Labour',
            kind: 'labour',
            quantityHundredths: 800,
            unit: 'hour',
            unitPriceCents: 9_500,
          },
          {
            description: 'Cable and outlets',
            kind: 'materials',
            quantityHundredths: 100,
            unit: 'each',
            unitPriceCents: 42_000,
          },
        ],
        validUntil: australianDay(30),
        earliestStart: australianDay(7),
        deposit: { kind: 'none', value: 0 },
        terms: '',
        attachmentIds: [],
      });
    }
    if (!user.conversation)
      return call(user, 'job request detail', 'GET', `/api/jobRequest/${jobId}`);
    return call(user, 'read messages', 'GET', `/api/chat/${user.conversation}/messages`);
  }

  /** Reading notifications: the list, the unread count, marking them all read. */
  async function notify(user) {
    const roll = Math.random();
    if (roll < 0.5)
      return call(user, 'notifications', 'GET', '/api/notification/getMyOldNotifications');
    if (roll < 0.8) return call(user, 'unread count', 'GET', '/api/notification/unreadCount');
    return call(user, 'mark all read', 'PATCH', '/api/notification/markAllAsRead');
  }

  return {
    browse,
    chat,
    write: (user) => (user.type === 'client' ? clientWrites(user) : tradieWrites(user)),
    notify,
  };
}
