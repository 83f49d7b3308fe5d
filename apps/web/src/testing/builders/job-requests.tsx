/**
 * Test data for the job requests pages, shaped as the API answers, and a render that includes the
 * app's auth modal host so a test sees the modal a page opens. Used by tests only.
 */
import type { ReactNode } from 'react';
import type {
  JobHistoryEntry,
  JobHistoryItem,
  JobRequestDetail,
  JobRequestItem,
} from '@trademate/shared/schemas/job-requests';
import type { Me } from '@trademate/shared/schemas/users';
import { AuthModalHost } from '@/app/auth-modal-host';
import { buildMe, renderRoute } from '@/testing/render';
// The app loads the auth modal lazily; loading the module up front makes the test wait for the render,
// not for the module's first transform (seconds on a busy machine).
import '@/features/auth/components/auth-modal';

export const ids = {
  electrician: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01',
  plumber: '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
  job: 'a1b2c3d4-0000-4000-8000-000000000001',
  otherJob: 'a1b2c3d4-0000-4000-8000-000000000002',
  conversation: 'c0ffee00-0000-4000-8000-000000000001',
} as const;

/** A professional signed in: a tradie on the Professional plan unless told otherwise. */
export function buildTradie(overrides: Partial<Me> = {}): Me {
  return buildMe({
    _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c5d',
    email: 'jess.tran@example.com.au',
    userType: 'tradie',
    firstName: 'Jess',
    lastName: 'Tran',
    address: { state: 'NSW', city: 'Newcastle', postcode: null, suburb: null },
    travelKm: 50,
    services: [
      { _id: ids.electrician, name: 'Electrician' },
      { _id: ids.plumber, name: 'Plumber' },
    ],
    hiringStatus: 'available',
    subscriptionStatus: 'active',
    ...overrides,
  });
}

/** A feed card with the Professional plan's fields; `reduced` drops them as the API does. */
export function buildJobRequestItem(
  overrides: Partial<JobRequestItem> = {},
  { reduced = false }: { reduced?: boolean } = {},
): JobRequestItem {
  const full: JobRequestItem = {
    _id: ids.job,
    title: 'Install three power points in the garage',
    service: { _id: ids.electrician, name: 'Electrician' },
    city: 'Newcastle',
    state: 'NSW',
    createdAt: '2026-05-04T01:00:00.000Z',
    budgetMin: 300,
    budgetMax: 600,
    timing: 'within_week',
    timingDate: null,
    contactCount: 2,
    ...overrides,
  };
  if (!reduced) return full;
  const { _id, title, service, city, state, createdAt } = full;
  return { _id, title, service, city, state, createdAt };
}

export function buildJobRequestDetail(overrides: Partial<JobRequestDetail> = {}): JobRequestDetail {
  return {
    _id: ids.job,
    title: 'Install three power points in the garage',
    description: 'Double garage, brick walls.\nPower points along the back wall for the workbench.',
    service: { _id: ids.electrician, name: 'Electrician' },
    photos: ['/uploads/jobs/garage-1.webp', '/uploads/jobs/garage-2.webp'],
    city: 'Newcastle',
    state: 'NSW',
    budgetMin: 300,
    budgetMax: 600,
    timing: 'date',
    timingDate: '2026-06-12',
    status: 'open',
    createdAt: '2026-05-04T01:00:00.000Z',
    contactCount: 2,
    client: { firstName: 'Olivia' },
    hasContacted: false,
    conversationId: null,
    isHired: false,
    isInvited: false,
    serviceSlug: 'electrician',
    licenceCheck: { standing: 'licensed' },
    ...overrides,
  };
}

export function buildJobHistoryItem(overrides: Partial<JobHistoryItem> = {}): JobHistoryItem {
  return {
    _id: ids.job,
    title: 'Install three power points in the garage',
    service: { _id: ids.electrician, name: 'Electrician' },
    city: 'Newcastle',
    state: 'NSW',
    status: 'open',
    contactedAt: '2026-05-05T03:00:00.000Z',
    isHired: false,
    ...overrides,
  };
}

export function buildJobHistoryEntry(overrides: Partial<JobHistoryEntry> = {}): JobHistoryEntry {
  return {
    _id: ids.job,
    title: 'Install three power points in the garage',
    description: 'Double garage, brick walls.',
    service: { _id: ids.electrician, name: 'Electrician' },
    photos: [],
    city: 'Newcastle',
    state: 'NSW',
    budgetMin: 300,
    budgetMax: 600,
    timing: 'flexible',
    timingDate: null,
    status: 'open',
    createdAt: '2026-05-04T01:00:00.000Z',
    contactedAt: '2026-05-05T03:00:00.000Z',
    hiredAt: null,
    isHired: false,
    conversationId: ids.conversation,
    client: { name: 'Olivia N.', contactNumber: null, email: null },
    ...overrides,
  };
}

/** Renders a page at `route` with the auth modal host beside it, as the app shell does. */
export function renderWithModals(page: ReactNode, options: Parameters<typeof renderRoute>[1] = {}) {
  return renderRoute(
    <>
      <AuthModalHost />
      {page}
    </>,
    options,
  );
}
