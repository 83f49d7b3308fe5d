/** Data builders for the directory pages' tests, shaped as the API answers. Used by tests only. */
import type { ApprenticeProfile, ProfessionalProfile } from '@trademate/shared/schemas/directory';
import type { Review } from '@trademate/shared/schemas/reviews';

export const serviceIds = {
  electrician: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01',
  plumber: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
  carpenter: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d03',
} as const;

/** `GET /service?limit=100`'s answer: the (short) test catalogue on one page. */
export const servicePage = {
  items: [
    { _id: serviceIds.carpenter, name: 'Carpenter' },
    { _id: serviceIds.electrician, name: 'Electrician' },
    { _id: serviceIds.plumber, name: 'Plumber' },
  ].map((service, index) => ({
    ...service,
    slug: service.name.toLowerCase(),
    description: `${service.name} work around the home.`,
    icon: 'wrench',
    popularRank: index + 1,
  })),
  page: 1,
  limit: 100,
  total: 3,
  totalPages: 1,
};

export const professionalId = '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c5d';
export const apprenticeId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A professional's profile; the list items are the same without `bio`. */
export function buildProfessional(
  overrides: Partial<ProfessionalProfile> = {},
): ProfessionalProfile {
  return {
    _id: professionalId,
    firstName: 'Jess',
    lastName: 'Tran',
    avatar: '/uploads/avatars/jess.webp',
    userType: 'tradie',
    city: 'Newcastle',
    state: 'NSW',
    hiringStatus: 'available',
    jobsCompleted: 3,
    memberSince: '2024-03-05T02:00:00.000Z',
    rating: 4.7,
    reviewCount: 3,
    services: [
      { _id: serviceIds.electrician, name: 'Electrician' },
      { _id: serviceIds.plumber, name: 'Plumber' },
    ],
    bio: 'Licensed electrician, 12 years on the tools.',
    business: null,
    licences: [],
    ...overrides,
  };
}

export function buildApprentice(overrides: Partial<ApprenticeProfile> = {}): ApprenticeProfile {
  return {
    _id: apprenticeId,
    firstName: 'Gus',
    lastName: 'Wilson',
    avatar: null,
    city: 'Geelong',
    state: 'VIC',
    services: [{ _id: serviceIds.carpenter, name: 'Carpenter' }],
    bio: 'Second-year carpentry apprentice looking for a host employer.',
    memberSince: '2025-07-14T00:00:00.000Z',
    business: null,
    licences: [],
    ...overrides,
  };
}

export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: '5d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
    rating: 5,
    body: 'Rewired the whole house in two days and left it spotless.',
    createdAt: '2026-02-03T04:00:00.000Z',
    clientName: 'Olivia N.',
    reply: null,
    repliedAt: null,
    ...overrides,
  };
}
