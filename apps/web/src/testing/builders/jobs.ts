/** Data builders for the jobs pages' tests: answers shaped as the API sends them. */
import type { JobSuggestion } from '@trademate/shared/schemas/directory';
import type { JobContact, JobDetail, MyJob } from '@trademate/shared/schemas/jobs';
import type { ServicePage } from '@trademate/shared/schemas/services';

export const jobId = '5d3c1a2b-7e6f-4a8b-9c0d-1e2f3a4b5c6d';
export const serviceId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02';

/** `GET /service?limit=100`'s answer: a short catalogue. */
export const servicePage: ServicePage = {
  items: [
    { _id: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01', name: 'Electrician' },
    { _id: serviceId, name: 'Plumber' },
  ].map((service, index) => ({
    ...service,
    slug: service.name.toLowerCase(),
    icon: 'wrench',
    description: `${service.name} work around the home.`,
    popularRank: index + 1,
  })),
  page: 1,
  limit: 100,
  total: 2,
  totalPages: 1,
};

export function buildContact(overrides: Partial<JobContact> = {}): JobContact {
  return {
    _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c01',
    firstName: 'Jess',
    lastName: 'Tran',
    avatar: null,
    hiringStatus: 'available',
    rating: 4.7,
    reviewCount: 3,
    conversationId: 'c0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a01',
    contactedAt: '2026-11-20T03:00:00.000Z',
    licences: [],
    ...overrides,
  };
}

export const jess = buildContact();
export const liam = buildContact({
  _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c02',
  firstName: 'Liam',
  lastName: 'Walker',
  rating: null,
  reviewCount: 0,
  conversationId: 'c0a1b2c3-d4e5-4f60-8a9b-0c1d2e3f4a02',
  contactedAt: '2026-11-19T03:00:00.000Z',
});

/** A professional the open job suggests, not yet invited: a free tradie in Geelong. */
export function buildSuggestion(overrides: Partial<JobSuggestion> = {}): JobSuggestion {
  return {
    _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c11',
    firstName: 'Noah',
    lastName: 'Kelly',
    avatar: null,
    userType: 'freeTradie',
    city: 'Geelong',
    state: 'VIC',
    hiringStatus: 'available',
    memberSince: '2026-10-01T03:00:00.000Z',
    rating: null,
    reviewCount: 0,
    services: [{ _id: serviceId, name: 'Plumber' }],
    licences: [],
    isInvited: false,
    ...overrides,
  };
}

/** An open job of the signed-in client, with two professionals who made contact. */
export function buildJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    _id: jobId,
    title: 'Replace a leaking hot water system',
    description: 'The 250 L electric unit in the laundry is leaking from the base.',
    service: { _id: serviceId, name: 'Plumber' },
    serviceSlug: 'plumber',
    address: { state: 'VIC', city: 'Geelong', postcode: null, suburb: null },
    budgetMin: 1500,
    budgetMax: 2500,
    timing: 'within_week',
    timingDate: null,
    photos: ['/uploads/job-photos/leak.webp'],
    status: 'open',
    contactCount: 2,
    createdAt: '2026-11-18T03:00:00.000Z',
    updatedAt: '2026-11-18T03:00:00.000Z',
    hiredAt: null,
    completedAt: null,
    cancelledAt: null,
    closedReason: null,
    outcomeAskedAt: null,
    hiddenAt: null,
    contacts: { items: [jess, liam], nextCursor: null },
    hiredTradie: null,
    review: null,
    ...overrides,
  };
}

const { contactedAt: _contactedAt, ...hiredJess } = jess;

/** The job once Jess has been hired. */
export function buildJobInProgress(overrides: Partial<JobDetail> = {}): JobDetail {
  return buildJob({
    status: 'in_progress',
    hiredAt: '2026-11-21T03:00:00.000Z',
    hiredTradie: hiredJess,
    ...overrides,
  });
}

export function buildMyJob(overrides: Partial<MyJob> = {}): MyJob {
  return {
    _id: jobId,
    title: 'Replace a leaking hot water system',
    service: { _id: serviceId, name: 'Plumber' },
    status: 'open',
    city: 'Geelong',
    state: 'VIC',
    createdAt: '2026-11-18T03:00:00.000Z',
    contactCount: 2,
    photo: null,
    closedReason: null,
    isOutcomeAsked: false,
    isHidden: false,
    ...overrides,
  };
}
