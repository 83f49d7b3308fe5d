import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { avatarFileError } from './avatar';

describe('avatarFileError', () => {
  it('accepts jpg, jpeg and png up to 3,000,010 bytes', () => {
    expect(avatarFileError({ name: 'me.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileError({ name: 'me.jpeg', type: 'image/jpeg', size: 3_000_010 })).toBeNull();
    expect(avatarFileError({ name: 'me.png', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types with the spec text', () => {
    expect(avatarFileError({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe(
      messages.avatar.unsupportedType,
    );
    expect(avatarFileError({ name: 'me.png', type: 'text/html', size: 10 })).toBe(
      messages.avatar.unsupportedType,
    );
  });

  it('refuses a file over the limit with the spec text', () => {
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: 3_000_011 })).toBe(
      messages.avatar.tooLarge,
    );
  });
});
