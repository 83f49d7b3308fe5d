import { describe, expect, it } from 'vitest';
import { limits } from '../constants/limits';
import * as messages from '../messages';
import {
  contactClientRequestSchema,
  jobHistoryQuerySchema,
  jobRequestItemSchema,
  jobRequestsQuerySchema,
} from './job-requests';

const serviceId = '6f1c1e9e-1d2b-4c1e-9d0a-2f7f2f0b9a11';

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('jobRequestsQuerySchema', () => {
  it('accepts the filters and fills in the default page size', () => {
    expect(
      jobRequestsQuerySchema.parse({ serviceId, state: 'NSW', city: ' Newcastle ', limit: '5' }),
    ).toEqual({ serviceId, state: 'NSW', city: 'Newcastle', limit: 5, sort: 'newest' });
    expect(jobRequestsQuerySchema.parse({})).toEqual({
      limit: limits.pageDefaultLimit,
      sort: 'newest',
    });
  });

  it('treats an empty city as no city filter', () => {
    expect(jobRequestsQuerySchema.parse({ city: '  ' }).city).toBeUndefined();
  });

  it.each([
    [{ serviceId: 'plumbing' }, messages.jobRequests.serviceInvalid],
    [{ state: 'ACT' }, 'Choose a state from the list'],
    [{ state: 'VIC', city: 'Sydney' }, 'Choose a city from the list for your state'],
    [{ limit: '0' }, `limit must be between 1 and ${limits.pageMaxLimit}`],
    [{ limit: '51' }, `limit must be between 1 and ${limits.pageMaxLimit}`],
    [{ cursor: 'x'.repeat(201) }, 'The page cursor is not valid'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(messagesOf(jobRequestsQuerySchema.safeParse(query))).toEqual([message]);
  });
});

describe('jobRequestItemSchema', () => {
  it('accepts the reduced card a professional without the plan sees', () => {
    const reduced = {
      _id: 'a',
      title: 'Fix a leaking tap',
      service: { _id: serviceId, name: 'Plumber' },
      city: 'Brisbane',
      state: 'QLD',
      createdAt: '2026-05-01T00:00:00.000Z',
    };
    expect(jobRequestItemSchema.parse(reduced)).toEqual(reduced);
  });
});

describe('contactClientRequestSchema', () => {
  it('trims the message', () => {
    expect(contactClientRequestSchema.parse({ message: '  Hi Olivia!  ' })).toEqual({
      message: 'Hi Olivia!',
    });
  });

  it('accepts a message of exactly the longest length', () => {
    const message = 'x'.repeat(limits.messageMaxLength);
    expect(contactClientRequestSchema.parse({ message }).message).toHaveLength(
      limits.messageMaxLength,
    );
  });

  it.each([
    [{}, messages.jobRequests.messageRequired],
    [{ message: '' }, messages.jobRequests.messageRequired],
    [{ message: ' \n\t ' }, messages.jobRequests.messageRequired],
    [{ message: 42 }, messages.jobRequests.messageRequired],
    [{ message: 'x'.repeat(limits.messageMaxLength + 1) }, messages.jobRequests.messageTooLong],
  ])('refuses %j with a clear message', (body, message) => {
    expect(messagesOf(contactClientRequestSchema.safeParse(body))).toEqual([message]);
  });
});

describe('jobHistoryQuerySchema', () => {
  it('takes a cursor and a page size', () => {
    expect(jobHistoryQuerySchema.parse({ cursor: 'abc', limit: '10' })).toEqual({
      cursor: 'abc',
      limit: 10,
    });
  });
});

describe('jobRequests messages', () => {
  it('words the notification a client gets about an enquiry', () => {
    expect(messages.jobRequests.enquiryTitle('Fix a leaking tap')).toBe(
      'New enquiry: Fix a leaking tap',
    );
    expect(messages.jobRequests.enquiryBody('Jess')).toBe('Jess sent you a message');
  });
});
