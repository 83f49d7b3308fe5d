import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages', () => {
  it('fixes the two typos the architecture lists and keeps every other text word for word', () => {
    expect(messages.ticket.problemRequired).toBe('Please describe the problem');
    expect(messages.avatar.uploadFailed).toBe('Error occurred while uploading, please try again');
    expect(messages.authModal.verify).toEqual({
      title: 'Verify Your Email',
      text: 'You need to verify your mail to access this page',
    });
    expect(messages.notFound).toEqual({ title: 'Page Not Found', backHome: 'Back To Home' });
    expect(messages.errorBoundary.title).toBe('Oops! Something went wrong.');
  });

  it('keeps the ticket reasons in the spec order, ending with others', () => {
    expect(messages.ticket.reasons.at(-1)).toBe('others');
    expect(messages.ticket.reasons).toHaveLength(4);
  });
});
