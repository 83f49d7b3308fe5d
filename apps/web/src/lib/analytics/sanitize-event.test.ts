import { describe, expect, it } from 'vitest';
import { sanitizeEvent } from './sanitize-event';

describe('sanitizeEvent', () => {
  it('passes one of our events with short tokens and amounts', () => {
    expect(sanitizeEvent('sign_up', { method: 'email', user_type: 'tradie' })).toEqual({
      event: 'sign_up',
      method: 'email',
      user_type: 'tradie',
    });
    expect(
      sanitizeEvent('page_view', {
        page_path: '/professional/:id',
        page_location: 'https://trademate.com.au/professional/:id',
      }),
    ).not.toBeNull();
    expect(
      sanitizeEvent('purchase', { value: 49.5, currency: 'AUD', plan: 'professional-monthly' }),
    ).toEqual({ event: 'purchase', value: 49.5, currency: 'AUD', plan: 'professional-monthly' });
  });

  it('refuses an event that is not one of ours', () => {
    expect(sanitizeEvent('gtm.js', {})).toBeNull();
    expect(sanitizeEvent('user_details', {})).toBeNull();
  });

  it.each([
    ['email', 'sam'],
    ['user_email', 'sam'],
    ['first_name', 'Sam'],
    ['name', 'Sam'],
    ['phone', '0400'],
    ['address', 'home'],
    ['job_id', 'abc'],
    ['user_id', '12'],
    ['page_title', 'Sam_Smith'],
    ['message', 'hello'],
  ])('refuses a key that names personal data (%s)', (key, value) => {
    expect(sanitizeEvent('job_posted', { [key]: value })).toBeNull();
  });

  it.each([
    ['free text', 'Fix my leaking tap'],
    ['an email address', 'sam@example.com'],
    ['a phone number', '0412345678'],
    ['a UUID', '/myJobs/0b6f5c1e-7d2a-4c1e-9f3b-1a2b3c4d5e6f'],
    ['a database id', '65f1c2a9b8e7d6c5b4a39281'],
    ['a query string', '/service?search=tap'],
    ['an empty string', ''],
    ['a long string', 'a'.repeat(101)],
  ])('refuses a value that is %s', (_what, value) => {
    expect(sanitizeEvent('generate_lead', { lead_source: value })).toBeNull();
  });

  it('refuses objects, arrays, NaN and a currency other than AUD', () => {
    expect(sanitizeEvent('hire', { method: { name: 'Sam' } })).toBeNull();
    expect(sanitizeEvent('hire', { method: ['quote'] })).toBeNull();
    expect(sanitizeEvent('quote_sent', { value: Number.NaN, currency: 'AUD' })).toBeNull();
    expect(sanitizeEvent('quote_sent', { value: 10, currency: 'USD' })).toBeNull();
  });
});
