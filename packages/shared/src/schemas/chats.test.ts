import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { directMessageRequestSchema, postMessageRequestSchema } from './chats';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('postMessageRequestSchema', () => {
  it('keeps a message trimmed, its inner lines as written', () => {
    expect(postMessageRequestSchema.parse({ body: '  Friday works.\n\nSee you then.  ' })).toEqual({
      body: 'Friday works.\n\nSee you then.',
    });
    expect(postMessageRequestSchema.parse({ body: 'x'.repeat(2000) }).body).toHaveLength(2000);
  });

  it.each([
    [{}, messages.chats.messageRequired],
    [{ body: '' }, messages.chats.messageRequired],
    [{ body: ' \n ' }, messages.chats.messageRequired],
    [{ body: 7 }, messages.chats.messageRequired],
    [{ body: `${'x'.repeat(2001)}` }, messages.chats.messageTooLong],
  ])('refuses %j with a clear message', (input, message) => {
    expect(firstError(postMessageRequestSchema.safeParse(input))).toBe(message);
  });
});

describe('directMessageRequestSchema', () => {
  it('takes the id of the person written to and the message', () => {
    const userId = '2a7c9e4f-1b3d-4f6a-8c0e-9d2b4f6a8c01';
    expect(directMessageRequestSchema.parse({ userId, message: ' Hi ' })).toEqual({
      userId,
      message: 'Hi',
    });
  });

  it('refuses a missing or malformed recipient', () => {
    for (const userId of [undefined, '', 'someone', 42]) {
      expect(firstError(directMessageRequestSchema.safeParse({ userId, message: 'Hi' }))).toBe(
        messages.chats.recipientRequired,
      );
    }
  });
});
