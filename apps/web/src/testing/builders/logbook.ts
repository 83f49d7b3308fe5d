/** Data builders for the logbook pages' tests: answers shaped as the API sends them. */
import type {
  LogbookEntry,
  LogbookEntryDetail,
  LogbookSettings,
  LogbookTotals,
  LogbookUnit,
  Supervision,
} from '@trademate/shared/schemas/logbook';
import type { SessionUser } from '@/features/session/slice';

export const logbookIds = {
  apprentice: 'a0000000-0000-4000-8000-0000000000a1',
  supervisor: 'b0000000-0000-4000-8000-0000000000b1',
  otherSupervisor: 'b0000000-0000-4000-8000-0000000000b2',
  supervision: 'c0000000-0000-4000-8000-0000000000c1',
  otherSupervision: 'c0000000-0000-4000-8000-0000000000c2',
  electrician: 'd0000000-0000-4000-8000-0000000000d1',
  conduit: 'e0000000-0000-4000-8000-0000000000e1',
  wiring: 'e0000000-0000-4000-8000-0000000000e2',
  hiddenUnit: 'e0000000-0000-4000-8000-0000000000e3',
} as const;

/** The nth entry's id: entry(1) is `f…01`. */
export function entryId(n: number): string {
  return `f0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const ava = {
  _id: logbookIds.apprentice,
  firstName: 'Ava',
  lastName: 'Nguyen',
  avatar: null,
};
const sam = { _id: logbookIds.supervisor, firstName: 'Sam', lastName: 'Lee', avatar: null };

export function buildApprenticeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: logbookIds.apprentice,
    email: 'ava.nguyen@example.com.au',
    userType: 'apprentice',
    userVerified: true,
    firstName: 'Ava',
    lastName: 'Nguyen',
    avatar: null,
    subscriptionStatus: '',
    ...overrides,
  };
}

export function buildSupervisorUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: logbookIds.supervisor,
    email: 'sam@leeelectrical.com.au',
    userType: 'tradie',
    userVerified: true,
    firstName: 'Sam',
    lastName: 'Lee',
    avatar: null,
    subscriptionStatus: 'active',
    ...overrides,
  };
}

export function buildSupervision(overrides: Partial<Supervision> = {}): Supervision {
  return {
    _id: logbookIds.supervision,
    status: 'active',
    apprentice: ava,
    supervisor: { ...sam, businessName: 'Lee Electrical' },
    requestedAt: '2026-02-02T22:00:00.000Z',
    respondedAt: '2026-02-03T01:00:00.000Z',
    endedAt: null,
    pendingCount: 0,
    ...overrides,
  };
}

export function buildUnit(overrides: Partial<LogbookUnit> = {}): LogbookUnit {
  return {
    _id: logbookIds.conduit,
    service: { _id: logbookIds.electrician, name: 'Electrician' },
    code: 'UEECD0007',
    title: 'Apply work health and safety regulations, codes and practices in the workplace',
    hidden: false,
    ...overrides,
  };
}

export const units: LogbookUnit[] = [
  buildUnit(),
  buildUnit({
    _id: logbookIds.wiring,
    code: 'UEEEL0021',
    title: 'Install wiring and accessories for low voltage circuits',
  }),
  buildUnit({
    _id: logbookIds.hiddenUnit,
    code: 'UEEOLD001',
    title: 'A retired unit',
    hidden: true,
  }),
];

export function buildEntry(overrides: Partial<LogbookEntry> = {}): LogbookEntry {
  return {
    _id: entryId(1),
    apprentice: ava,
    supervisor: sam,
    supervisionId: logbookIds.supervision,
    status: 'pending',
    revision: 1,
    verifiedAt: null,
    returnComment: null,
    wasVerified: false,
    workDate: '2026-03-02',
    minutes: 450,
    site: '14 Wattle St, Geelong',
    job: null,
    tasks: 'Ran conduit for the kitchen circuits and pulled the cables through',
    units: [{ _id: logbookIds.wiring, code: 'UEEEL0021', title: units[1]!.title }],
    level: 'supervised',
    photos: [],
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

type Revision = LogbookEntryDetail['history'][number];

/** The entry's revision as its history keeps it. */
export function revisionOf(entry: LogbookEntry, overrides: Partial<Revision> = {}): Revision {
  return {
    workDate: entry.workDate,
    minutes: entry.minutes,
    site: entry.site,
    job: entry.job,
    tasks: entry.tasks,
    units: entry.units,
    level: entry.level,
    photos: entry.photos,
    revision: entry.revision,
    submittedAt: entry.updatedAt,
    outcome: entry.status === 'pending' ? null : entry.status,
    decidedAt: entry.status === 'verified' ? entry.verifiedAt : null,
    comment: entry.returnComment,
    ...overrides,
  };
}

export function buildEntryDetail(
  overrides: Partial<LogbookEntry> = {},
  history?: Revision[],
): LogbookEntryDetail {
  const entry = buildEntry(overrides);
  return { ...entry, history: history ?? [revisionOf(entry)] };
}

export function buildSettings(overrides: Partial<LogbookSettings> = {}): LogbookSettings {
  return { targetHours: 1000, showVerifiedHours: false, ...overrides };
}

export function buildTotals(overrides: Partial<LogbookTotals> = {}): LogbookTotals {
  return {
    verifiedMinutes: 7_200,
    pendingMinutes: 900,
    returnedMinutes: 450,
    targetHours: 1000,
    byUnit: [
      {
        key: { _id: logbookIds.wiring, code: 'UEEEL0021', title: units[1]!.title },
        verifiedMinutes: 4_800,
        pendingMinutes: 450,
      },
    ],
    byLevel: [
      { key: 'assisted', verifiedMinutes: 2_400, pendingMinutes: 0 },
      { key: 'supervised', verifiedMinutes: 4_800, pendingMinutes: 900 },
    ],
    bySupervisor: [{ key: sam, verifiedMinutes: 7_200, pendingMinutes: 900 }],
    byMonth: [
      { key: '2026-01', verifiedMinutes: 2_400, pendingMinutes: 0 },
      { key: '2026-02', verifiedMinutes: 4_800, pendingMinutes: 450 },
      { key: '2026-03', verifiedMinutes: 0, pendingMinutes: 450 },
    ],
    ...overrides,
  };
}
