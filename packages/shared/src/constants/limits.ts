/** Business constants and limits of spec section 9, in one place for web, API and tests. */
export const limits = {
  /** The session cookie (and its token) last one day. */
  sessionLifetimeSeconds: 24 * 60 * 60,
  nameMinLength: 2,
  passwordMinLength: 6,
  /** The longest bio a profile keeps. */
  bioMaxLength: 1000,
  avatarMaxBytes: 3_000_010,
  avatarExtensions: ['jpg', 'jpeg', 'png'],
  avatarMimeTypes: ['image/jpeg', 'image/png'],
  /** A new tradie's Professional trial. */
  trialDays: 14,
  /** Job photos: jpg, png or webp, at most five of at most 3 MB each. */
  jobPhotoMaxCount: 5,
  jobPhotoMaxBytes: 3_000_010,
  jobPhotoExtensions: ['jpg', 'jpeg', 'png', 'webp'],
  jobPhotoMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Lists are paged; a client may ask for at most this many items at once. */
  pageMaxLimit: 50,
  pageDefaultLimit: 20,
  messageMaxLength: 2_000,
  /** Chat attachments: a photo (jpg, png or webp) or a PDF of at most 10 MB. */
  chatAttachmentMaxBytes: 10 * 1024 * 1024,
  chatAttachmentExtensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'],
  chatAttachmentMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;
