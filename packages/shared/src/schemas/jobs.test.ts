import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../messages';
import {
  hireRequestSchema,
  postJobRequestSchema,
  reviewRequestSchema,
  type PostJobRequest,
} from './jobs';
import { isIsoDate, todayInAustralia } from '../constants/dates';

const m = messages.jobs;
const serviceId = '6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11';
const photo = (n: number) => `/uploads/job-photos/0b5e4a52-6a0e-4f43-9a1d-8c7b6a5f4e${n}0.webp`;

const valid: PostJobRequest = {
  service: serviceId,
  title: 'Replace a leaking hot water system',
  description: 'The 250 L electric hot water unit in the laundry is leaking from the base.',
  address: { state: 'VIC', city: 'Geelong' },
  budgetMin: 1500,
  budgetMax: 2500,
  timing: 'within_week',
  photos: [photo(1)],
  consent: true,
};

/** The messages of a parse, each as `path: message`. */
function issuesOf(input: unknown): string[] {
  const result = postJobRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('postJobRequestSchema', () => {
  it('accepts a valid job, trimming the texts and dropping a date the timing does not use', () => {
    const parsed = postJobRequestSchema.parse({
      ...valid,
      title: '  Replace a leaking hot water system ',
      description: `  ${valid.description}\n`,
      timingDate: '2020-01-01',
    });
    expect(parsed).toEqual({ ...valid, timingDate: null });
  });

  it('defaults to no photos', () => {
    const { photos: _photos, ...withoutPhotos } = valid;
    expect(postJobRequestSchema.parse(withoutPhotos).photos).toEqual([]);
  });

  it.each([
    ['service', undefined, m.serviceRequired],
    ['service', 'plumbing', m.serviceRequired],
    ['title', undefined, m.titleRequired],
    ['title', '    ', m.titleRequired],
    ['title', ' Fix ', m.titleTooShort],
    ['title', 'x'.repeat(101), m.titleTooLong],
    ['description', undefined, m.descriptionRequired],
    ['description', 'Leaking tap', m.descriptionTooShort],
    ['description', 'x'.repeat(2001), m.descriptionTooLong],
    ['budgetMin', undefined, m.budgetMinRequired],
    ['budgetMin', Number.NaN, m.budgetMinRequired],
    ['budgetMin', '100', m.budgetMinRequired],
    ['budgetMin', 99.5, m.budgetWhole],
    ['budgetMin', -1, m.budgetNegative],
    ['budgetMax', undefined, m.budgetMaxRequired],
    ['budgetMax', 1_000_001, m.budgetTooHigh],
    ['timing', undefined, m.timingRequired],
    ['timing', 'tomorrow', m.timingRequired],
    ['photos', [photo(1), photo(2), photo(3), photo(4), photo(5), photo(6)], m.photosTooMany],
    ['photos', [photo(1), photo(1)], m.photoDuplicate],
    ['consent', undefined, m.consentRequired],
    ['consent', false, m.consentRequired],
  ])('gives %s = %j the message "%s"', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toContain(`${field}: ${message}`);
  });

  it.each([
    'https://example.com/cat.png',
    '/uploads/../secrets/jwt.webp',
    '/etc/passwd',
    '/uploads/job-photos/a.webp?x=1',
  ])('refuses the photo path %s', (path) => {
    expect(issuesOf({ ...valid, photos: [path] })).toContain(`photos.0: ${m.photoInvalid}`);
  });

  it('asks for a state and a city of that state', () => {
    expect(issuesOf({ ...valid, address: { state: 'ACT', city: 'Canberra' } })).toContain(
      `address.state: ${messages.validation.stateRequired}`,
    );
    expect(issuesOf({ ...valid, address: { state: 'VIC', city: '' } })).toContain(
      `address.city: ${messages.validation.cityRequired}`,
    );
    expect(issuesOf({ ...valid, address: { state: 'TAS', city: 'Perth' } })).toContain(
      'address.city: Choose a city from the list for your state',
    );
  });

  it('asks for a top budget at least the lowest one, beside other errors', () => {
    expect(issuesOf({ ...valid, title: '', budgetMin: 500, budgetMax: 499 })).toEqual([
      `title: ${m.titleRequired}`,
      `budgetMax: ${m.budgetRange}`,
    ]);
    expect(issuesOf({ ...valid, budgetMin: 0, budgetMax: 0 })).toEqual([]);
    expect(issuesOf({ ...valid, budgetMin: 500, budgetMax: 1_000_000 })).toEqual([]);
  });

  describe('with a set date', () => {
    it('asks for a date only when the timing is a set date', () => {
      expect(issuesOf({ ...valid, timing: 'date' })).toEqual([
        `timingDate: ${m.timingDateRequired}`,
      ]);
      expect(issuesOf({ ...valid, timing: 'date', timingDate: '' })).toEqual([
        `timingDate: ${m.timingDateRequired}`,
      ]);
      expect(issuesOf({ ...valid, timing: 'asap', timingDate: null })).toEqual([]);
    });

    it('refuses a date that is not a real YYYY-MM-DD date', () => {
      for (const timingDate of ['2030-02-30', '01/02/2030', '2030-1-5']) {
        expect(issuesOf({ ...valid, timing: 'date', timingDate })).toEqual([
          `timingDate: ${m.timingDateRequired}`,
        ]);
      }
    });

    it('accepts today in Perth and later, and refuses yesterday', () => {
      // 23:30 in Sydney on 10 March is 20:30 on 10 March in Perth; 02:00 in Sydney on 11 March
      // is still 10 March in Perth, so a client in Perth can still choose the 10th.
      vi.useFakeTimers({ now: new Date('2031-03-10T15:00:00Z') });
      expect(todayInAustralia()).toBe('2031-03-10');
      expect(
        postJobRequestSchema.parse({ ...valid, timing: 'date', timingDate: '2031-03-10' }),
      ).toMatchObject({ timing: 'date', timingDate: '2031-03-10' });
      expect(issuesOf({ ...valid, timing: 'date', timingDate: '2031-12-01' })).toEqual([]);
      expect(issuesOf({ ...valid, timing: 'date', timingDate: '2031-03-09' })).toEqual([
        `timingDate: ${m.timingDatePast}`,
      ]);
    });
  });
});

describe('todayInAustralia and isIsoDate', () => {
  it('gives the date in Perth', () => {
    expect(todayInAustralia(new Date('2031-06-30T16:00:00Z'))).toBe('2031-07-01');
    expect(todayInAustralia(new Date('2031-06-30T15:59:59Z'))).toBe('2031-06-30');
  });

  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
  });
});

describe('hireRequestSchema', () => {
  it('takes the id of a professional', () => {
    expect(hireRequestSchema.parse({ tradieId: serviceId })).toEqual({ tradieId: serviceId });
    expect(hireRequestSchema.safeParse({ tradieId: 'jess' }).error?.issues[0]?.message).toBe(
      m.hireNotContacted,
    );
    expect(hireRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(m.hireNotContacted);
  });
});

describe('reviewRequestSchema', () => {
  it('accepts a whole rating of 1 to 5 and a trimmed text', () => {
    expect(reviewRequestSchema.parse({ rating: 5, body: '  Tidy, quick, fair price.  ' })).toEqual({
      rating: 5,
      body: 'Tidy, quick, fair price.',
    });
    expect(reviewRequestSchema.parse({ rating: 1, body: 'x'.repeat(1000) }).rating).toBe(1);
  });

  it.each([
    [{ body: 'Great work, thanks.' }, m.ratingRequired],
    [{ rating: 0, body: 'Great work, thanks.' }, m.ratingRequired],
    [{ rating: 6, body: 'Great work, thanks.' }, m.ratingRequired],
    [{ rating: 4.5, body: 'Great work, thanks.' }, m.ratingRequired],
    [{ rating: 4 }, m.reviewBodyRequired],
    [{ rating: 4, body: '   ' }, m.reviewBodyRequired],
    [{ rating: 4, body: ' Good job ' }, m.reviewBodyTooShort],
    [{ rating: 4, body: 'x'.repeat(1001) }, m.reviewBodyTooLong],
  ])('refuses %j with "%s"', (input, message) => {
    expect(reviewRequestSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([
      message,
    ]);
  });
});

describe('messages.jobs', () => {
  it('keeps the photo texts the same as the spec avatar texts', () => {
    expect(m.photoUnsupportedType).toBe(messages.avatar.unsupportedType);
    expect(m.photoTooLarge).toBe(messages.avatar.tooLarge);
    expect(m.photoUploadFailed).toBe(messages.avatar.uploadFailed);
  });

  it('writes the notifications a professional receives', () => {
    expect(m.notifications.hiredBody('Olivia', 'Fix the fence')).toBe(
      'Olivia hired you for “Fix the fence”.',
    );
    expect(m.notifications.reviewBody('Olivia', 4, 'Fix the fence')).toBe(
      'Olivia rated your work on “Fix the fence” 4 out of 5.',
    );
    expect(m.photoUploadRateLimited('3 minutes')).toBe(
      'You can upload up to 60 photos an hour. Please try again in 3 minutes.',
    );
  });
});
