import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { preloadedStateElementId } from '@trademate/shared/page-rendering';
import { createUser, setSubscription, signIn } from '../../test/factories';
import { quoteScene } from '../../test/quote-fixtures';
import {
  isShell,
  preloadedState,
  queriesOf,
  renderingApp,
  rootText,
} from '../../test/rendered-pages';
import {
  consoleCall,
  signInNewAdmin,
  signInNewSupport,
  type SignedInStaff,
} from '../../test/staff';

/**
 * The pages the server renders for the person signed in, with their data (decisions 046, 088),
 * and the console's for a staff member (decision 090); the shell for anyone the page would send
 * away, and nothing of one person's records in another's page.
 */
const { app, getPage } = renderingApp();

describe('a visitor who may be signed in', () => {
  it('gets the shell on public pages: their header is their own, and the app asks who they are', async () => {
    const client = await createUser(app(), { userType: 'client' });
    const token = await signIn(app(), client);
    for (const cookie of [`token=${token}; hasSession=1`, 'hasSession=1']) {
      for (const path of ['/', '/service', '/blogs', '/login']) {
        const response = await getPage(path, cookie);
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).toContain('<div id="root"></div>');
        expect(response.body, path).not.toContain(preloadedStateElementId);
      }
    }
  });
});

describe('the job requests feed of a signed-in professional', () => {
  it('is rendered with the feed, and comes with the session and its first data, kept by no cache', async () => {
    const tradie = await createUser(app(), { userType: 'tradie' });
    await setSubscription(app(), tradie.id, 'active');
    const cookie = `token=${await signIn(app(), tradie)}; hasSession=1`;
    const asTradie = async (url: string) => {
      const response = await app().inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      return response.json().data as unknown;
    };
    const me = (await asTradie('/api/user/me')) as { _id: string; email: string };
    const feed = await asTradie('/api/jobRequest?limit=12');
    const invitations = await asTradie('/api/jobRequest/invitations');

    const response = await getPage('/jobRequests', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('<title>TradeMate/Job requests</title>');
    const text = rootText(response.body);
    expect(text).toContain('Job requests');
    expect(text).toContain('Sam Nguyen');
    for (const job of (feed as { items: { title: string }[] }).items) {
      expect(text).toContain(job.title);
    }
    const { store, data } = preloadedState(response.body) as {
      store: {
        session: { user: { _id: string; email: string } };
        api: {
          queries: Record<string, { status: string; endpointName: string; data?: unknown }>;
        };
      };
      data?: unknown;
    };
    expect(data).toBeUndefined();
    expect(store.session.user).toMatchObject({ _id: me._id, email: me.email });
    const byEndpoint = Object.fromEntries(
      Object.values(store.api.queries).map((query) => [query.endpointName, query]),
    );
    // With the header's unread counts, as every signed-in page the server renders (decision 088).
    expect(Object.keys(byEndpoint).sort()).toEqual([
      'getCurrentUser',
      'getJobInvitations',
      'getJobRequests',
      'getUnreadChatCount',
      'getUnreadNotificationCount',
    ]);
    expect(byEndpoint.getCurrentUser).toMatchObject({ status: 'fulfilled', data: me });
    expect(byEndpoint.getJobInvitations).toMatchObject({ status: 'fulfilled', data: invitations });
    expect(byEndpoint.getJobRequests).toMatchObject({
      status: 'fulfilled',
      data: { pages: [feed], pageParams: [null] },
    });
  });

  it('gives the shell to a client, to a stale session and on other pages', async () => {
    const client = await createUser(app(), { userType: 'client' });
    const token = await signIn(app(), client);
    for (const [path, cookie] of [
      ['/jobRequests', `token=${token}; hasSession=1`],
      ['/jobRequests', 'token=not-a-session; hasSession=1'],
      ['/jobRequests', 'hasSession=1'],
      ['/settings', `token=${token}; hasSession=1`],
    ] as const) {
      const response = await getPage(path, cookie);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain(preloadedStateElementId);
    }
  });
});

describe('the other signed-in pages the server renders (decision 088)', () => {
  const scene = quoteScene(app);
  const cookieOf = (person: { token: string }) => `token=${person.token}; hasSession=1`;

  it('render a client’s jobs, a tradie’s job history and their chat room with their data', async () => {
    const { client, job, serviceId } = await scene.openJob({ title: 'Rewire the back shed' });
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);

    const myJobs = await getPage('/myJobs', cookieOf(client));
    expect(myJobs.statusCode).toBe(200);
    expect(myJobs.headers['cache-control']).toBe('private, no-store');
    expect(rootText(myJobs.body)).toContain('Rewire the back shed');

    const history = await getPage('/userJobHistory', cookieOf(professional));
    expect(rootText(history.body)).toContain('Rewire the back shed');

    for (const person of [client, professional]) {
      const room = await getPage(`/chats/${conversationId}`, cookieOf(person));
      expect(room.statusCode).toBe(200);
      expect(rootText(room.body)).toContain('Hi, I can come and look at it this week.');
    }
  });

  it('render a client’s job with its quotes, the professionals who wrote and those to invite', async () => {
    const { client, job, professional } = await scene.quotedJob();
    const response = await getPage(`/myJobs/${job._id}?sort=rating`, cookieOf(client));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = rootText(response.body);
    expect(text).toContain(job.title);
    expect(text).toContain('Quotes (1)');
    expect(text).toContain(`Professionals who contacted you (1)`);
    expect(text).toContain(`${professional.firstName} Nguyen`);
    const queries = Object.values(preloadedState(response.body).store?.api.queries ?? {});
    const byEndpoint = Object.fromEntries(queries.map((query) => [query.endpointName, query]));
    expect(Object.keys(byEndpoint).sort()).toEqual([
      'getCurrentUser',
      'getJob',
      'getJobQuotes',
      'getJobSuggestions',
      'getUnreadChatCount',
      'getUnreadNotificationCount',
    ]);
    for (const query of queries) expect(query.status, query.endpointName).toBe('fulfilled');
    // In the order the address asks for, as the comparison asks for it.
    expect(queries.find((query) => query.endpointName === 'getJobQuotes')).toMatchObject({
      originalArgs: { jobId: job._id, sort: 'rating' },
    });

    // Another client's job is drawn with the API's refusal: nothing of the job.
    const otherClient = await scene.signedIn('client');
    const refused = await getPage(`/myJobs/${job._id}`, cookieOf(otherClient));
    expect(refused.statusCode).toBe(200);
    expect(refused.body).not.toContain(job.title);
    const refusedQueries = Object.values(preloadedState(refused.body).store?.api.queries ?? {});
    expect(refusedQueries.find((query) => query.endpointName === 'getJob')).toMatchObject({
      status: 'rejected',
    });
  });

  it('give the shell to whom the app would send away, and nobody’s chat to a stranger', async () => {
    const { client, job, serviceId } = await scene.openJob({ title: 'Fix the leaking gutter' });
    const { professional, conversationId } = await scene.contactingProfessional(job, serviceId);
    const unverifiedClient = await scene.signedIn('client', { verified: false });
    const freeTradie = await scene.signedIn('freeTradie');
    const stranger = await scene.signedIn('tradie', { plan: 'active' });

    for (const [path, person] of [
      ['/myJobs', professional],
      ['/myJobs', unverifiedClient],
      ['/userJobHistory', client],
      ['/userJobHistory', freeTradie],
      [`/myJobs/${job._id}`, professional],
      [`/myJobs/${job._id}`, unverifiedClient],
    ] as const) {
      const response = await getPage(path, cookieOf(person));
      expect(response.statusCode, path).toBe(200);
      expect(isShell(response.body), path).toBe(true);
    }

    // The room is drawn with the API's refusal, as the app shows it: nothing of the conversation.
    const room = await getPage(`/chats/${conversationId}`, cookieOf(stranger));
    expect(room.statusCode).toBe(200);
    expect(room.body).not.toContain('Hi, I can come and look at it this week.');
    expect(room.body).not.toContain('Fix the leaking gutter');
    const queries = Object.values(preloadedState(room.body).store?.api.queries ?? {});
    const conversation = queries.find((query) => query.endpointName === 'getConversation');
    expect(conversation).toMatchObject({ status: 'rejected' });
    expect(conversation?.data).toBeUndefined();
  });
});

describe('the console’s pages for a signed-in staff member (decision 090)', () => {
  let admin: SignedInStaff;
  let support: SignedInStaff;
  beforeAll(async () => {
    admin = await signInNewAdmin(app());
    support = await signInNewSupport(app(), admin);
  });

  it('sends the session to the console’s pages as well as its API, and signing out ends both', async () => {
    const staff = await signInNewAdmin(app());
    expect(staff.cookiePaths.sort()).toEqual(['/admin', '/api/admin']);
    const signedOut = await consoleCall(app(), 'POST', '/api/admin/auth/logout', {
      cookie: staff.cookie,
    });
    const cleared = signedOut.cookies.filter((cookie) => cookie.name === 'tm_staff');
    expect(cleared.map((cookie) => cookie.path).sort()).toEqual(['/admin', '/api/admin']);
    for (const cookie of cleared) expect(cookie.value).toBe('');
    expect(isShell((await getPage('/admin/people', staff.cookie)).body)).toBe(true);
  });

  it('renders People and numbers with their data for an admin, kept by no cache', async () => {
    const person = await createUser(app(), { userType: 'tradie', firstName: 'Zanele' });
    const people = await getPage(
      `/admin/people?q=${encodeURIComponent(person.email)}`,
      admin.cookie,
    );
    expect(people.statusCode).toBe(200);
    expect(people.headers['cache-control']).toBe('private, no-store');
    expect(people.body).toContain(`<title>TradeMate/${messages.people.title}</title>`);
    expect(rootText(people.body)).toContain(person.email);
    const peopleQueries = queriesOf(people.body);
    expect(Object.keys(peopleQueries).sort()).toEqual(['getStaffMe', 'searchPeople']);
    expect(peopleQueries.searchPeople).toMatchObject({
      status: 'fulfilled',
      originalArgs: { q: person.email, page: 1 },
    });
    // Nothing of a customer's session: the console has its own.
    expect(preloadedState(people.body).store?.session).toBeUndefined();

    const numbers = await getPage('/admin/numbers?period=month', admin.cookie);
    expect(numbers.statusCode).toBe(200);
    expect(rootText(numbers.body)).toContain(messages.numbers.title);
    expect(queriesOf(numbers.body).getNumbers).toMatchObject({
      status: 'fulfilled',
      originalArgs: { period: 'month' },
    });
  });

  it('gives the shell to support on numbers, to an ended session, to a customer and on other pages', async () => {
    expect(isShell((await getPage('/admin/people', support.cookie)).body)).toBe(false);
    const client = await createUser(app(), { userType: 'client' });
    const customer = `token=${await signIn(app(), client)}; hasSession=1`;
    for (const [path, cookie] of [
      ['/admin/numbers', support.cookie],
      ['/admin/people', 'tm_staff=not-a-session'],
      ['/admin/people', customer],
      ['/admin/staff', admin.cookie],
      ['/admin/people/no-such-person', admin.cookie],
    ] as const) {
      const response = await getPage(path, cookie);
      expect(response.statusCode, path).toBe(200);
      expect(isShell(response.body), path).toBe(true);
    }
    // A customer page with only the console's session: the public page, for a visitor.
    const home = await getPage('/service', admin.cookie);
    expect(home.statusCode).toBe(200);
    expect(preloadedState(home.body).store?.session).toBeUndefined();
  });
});
