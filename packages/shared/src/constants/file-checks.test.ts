import { describe, expect, it } from 'vitest';
import * as messages from '../messages';
import { avatarFileError, chatAttachmentFileError, jobPhotoFileError } from './file-checks';

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

describe('jobPhotoFileError', () => {
  it('accepts jpg, jpeg, png and webp up to 3,000,010 bytes', () => {
    expect(jobPhotoFileError({ name: 'leak.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(jobPhotoFileError({ name: 'a.jpeg', type: 'image/jpeg', size: 3_000_010 })).toBeNull();
    expect(jobPhotoFileError({ name: 'a.png', type: '', size: 10 })).toBeNull();
    expect(jobPhotoFileError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and files over the limit with the spec texts', () => {
    expect(jobPhotoFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      messages.jobs.photoUnsupportedType,
    );
    expect(jobPhotoFileError({ name: 'a.png', type: 'text/html', size: 10 })).toBe(
      messages.jobs.photoUnsupportedType,
    );
    expect(jobPhotoFileError({ name: 'a.webp', type: 'image/webp', size: 3_000_011 })).toBe(
      messages.jobs.photoTooLarge,
    );
  });
});

describe('chatAttachmentFileError', () => {
  it('accepts photos and PDFs up to 10 MB', () => {
    expect(
      chatAttachmentFileError({ name: 'quote.PDF', type: 'application/pdf', size: 1000 }),
    ).toBeNull();
    expect(chatAttachmentFileError({ name: 'leak.webp', type: '', size: 10 })).toBeNull();
    expect(
      chatAttachmentFileError({ name: 'leak.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 }),
    ).toBeNull();
  });

  it('refuses other types and files over the limit with their texts', () => {
    expect(chatAttachmentFileError({ name: 'notes.docx', type: '', size: 10 })).toBe(
      messages.chatAttachments.unsupportedType,
    );
    expect(chatAttachmentFileError({ name: 'quote.pdf', type: 'text/html', size: 10 })).toBe(
      messages.chatAttachments.unsupportedType,
    );
    expect(
      chatAttachmentFileError({
        name: 'quote.pdf',
        type: 'application/pdf',
        size: 10 * 1024 * 1024 + 1,
      }),
    ).toBe(messages.chatAttachments.tooLarge);
  });
});
