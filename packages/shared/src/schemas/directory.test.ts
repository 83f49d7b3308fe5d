import { describe, expect, it } from 'vitest';
import { limits } from '../constants/limits';
import * as messages from '../messages';
import { averageRating, directoryQuerySchema, professionalSummarySchema } from './directory';

const serviceId = '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d01';

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('directoryQuerySchema', () => {
  it('reads no filters as the whole directory, first page, default size', () => {
    expect(directoryQuerySchema.parse({})).toEqual({
      limit: limits.pageDefaultLimit,
      sort: 'newest',
    });
  });

  it('keeps a service, a state and a city of that state, and coerces the page size', () => {
    expect(
      directoryQuerySchema.parse({
        serviceId,
        state: 'VIC',
        city: ' Geelong ',
        limit: '5',
        cursor: 'abc',
      }),
    ).toEqual({
      serviceId,
      state: 'VIC',
      city: 'Geelong',
      limit: 5,
      cursor: 'abc',
      sort: 'newest',
    });
  });

  it('treats blank filters as no filter, as a form sends its empty choices', () => {
    expect(directoryQuerySchema.parse({ serviceId: '', state: '', city: ' ' })).toEqual({
      limit: limits.pageDefaultLimit,
      sort: 'newest',
    });
  });

  it('accepts a known city without a state', () => {
    expect(directoryQuerySchema.parse({ city: 'Hobart' }).city).toBe('Hobart');
  });

  it.each([
    [{ serviceId: 'plumbing' }, messages.directory.serviceInvalid],
    [{ state: 'ACT' }, messages.directory.stateInvalid],
    [{ state: 'NT' }, messages.directory.stateInvalid],
    [{ state: 'VIC', city: 'Sydney' }, messages.directory.cityInvalid],
    [{ city: 'Atlantis' }, messages.directory.cityInvalid],
    [{ city: 'x'.repeat(81) }, messages.directory.cityInvalid],
    [{ state: ['NSW', 'VIC'] }, 'Send each filter once'],
    [{ limit: '0' }, `limit must be between 1 and ${limits.pageMaxLimit}`],
    [{ limit: '51' }, `limit must be between 1 and ${limits.pageMaxLimit}`],
  ])('refuses %j with a clear message', (query, message) => {
    const result = directoryQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([message]);
  });
});

describe('averageRating', () => {
  it('is null before the first review', () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it('rounds the average to one decimal', () => {
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(9, 2)).toBe(4.5);
  });
});

describe('professionalSummarySchema', () => {
  it('describes a listed professional without a rating yet', () => {
    const professional = {
      _id: '9b2d7c1a-5e3f-4a6b-8c9d-0e1f2a3b4c5d',
      firstName: 'Jess',
      lastName: 'Tran',
      avatar: null,
      userType: 'tradie',
      city: 'Newcastle',
      state: 'NSW',
      hiringStatus: 'available',
      memberSince: '2024-03-05T02:00:00.000Z',
      rating: null,
      reviewCount: 0,
      services: [{ _id: serviceId, name: 'Electrician' }],
      licences: [
        {
          _id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
          state: 'NSW',
          trade: 'electrical',
          expiresOn: '2027-06-30',
        },
      ],
    };
    expect(professionalSummarySchema.parse(professional)).toEqual(professional);
    expect(
      professionalSummarySchema.safeParse({
        ...professional,
        licences: [{ ...professional.licences[0], trade: 'astrology' }],
      }).success,
    ).toBe(false);
    expect(
      professionalSummarySchema.safeParse({ ...professional, userType: 'client' }).success,
    ).toBe(false);
  });
});
