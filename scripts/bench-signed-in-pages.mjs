// The signed-in pages people use most, on the INP bench's server (decision 095's figures and
// Lighthouse's): each with the cookies of the person who opens it. Used by bench-lighthouse.mjs
// and bench-main-thread.mjs.
import { customerState, DEMO_CLIENT, staffState } from './bench-inp-interactions.mjs';
import { DEMO_TRADIE } from './bench-pages.mjs';

/** The pages' labels and paths, before anyone signs in (to choose from them first). */
export function signedInPageList(seeded) {
  return [
    {
      label: 'a chat room (200 messages), tradie',
      path: `/chats/${seeded.conversationId}`,
      as: 'tradie',
    },
    { label: 'notifications, tradie', path: '/notifications', as: 'tradie' },
    { label: 'job history, tradie', path: '/userJobHistory', as: 'tradie' },
    { label: 'My jobs, client', path: '/myJobs', as: 'client' },
    { label: 'a job with five quotes, client', path: `/myJobs/${seeded.jobId}`, as: 'client' },
    { label: 'console: People', path: '/admin/people', as: 'staff' },
    { label: 'console: numbers', path: '/admin/numbers', as: 'staff' },
  ];
}

/**
 * `pages` (from `signedInPageList`) with each one's session cookies, signed in through `browser`
 * (the demo tradie and client by the API, the admin through the console's invitation). Only the
 * people the pages need sign in: the admin's sign-in takes a page and an authenticator code.
 */
export async function withSessions(browser, baseUrl, seeded, pages) {
  const people = new Set(pages.map((page) => page.as));
  const sessions = {};
  if (people.has('tradie'))
    sessions.tradie = (await customerState(browser, baseUrl, DEMO_TRADIE)).cookies;
  if (people.has('client'))
    sessions.client = (await customerState(browser, baseUrl, DEMO_CLIENT)).cookies;
  if (people.has('staff'))
    sessions.staff = (await staffState(browser, baseUrl, seeded.invitationPath)).cookies;
  return pages.map((page) => ({ ...page, cookies: sessions[page.as] }));
}
