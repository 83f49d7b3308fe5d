/** Reports and blocks. Re-exported by `messages.ts`. */
/** Reports and blocks (decision 027): the report dialog, blocking, and the refusals they bring. */
export const safety = {
  subjectTypeInvalid: 'Choose what you are reporting: a person, a job, a message or a review',
  subjectIdInvalid: 'The id of what you are reporting is not valid',
  reasonRequired: 'Choose a reason for the report',
  noteTooLong: 'Keep the note to 1000 characters or fewer',
  reasons: {
    spam: 'Spam or advertising',
    scam: 'Scam or fraud',
    offPlatformPayment: 'Asking to pay or be paid outside TradeMate',
    abusive: 'Abusive, threatening or harassing',
    inappropriate: 'Offensive or inappropriate content',
    fakeProfile: 'Fake profile or pretending to be someone else',
    other: 'Something else',
  },
  subjectNames: {
    user: 'this person',
    job: 'this job',
    message: 'this message',
    review: 'this review',
  },
  reportTitle: (subject: string) => `Report ${subject}`,
  reportLead:
    'Tell us what is wrong. Our team reads every report; the person you report is not told who sent it.',
  reasonLabel: 'Reason',
  noteLabel: 'What happened (optional)',
  submitReport: 'Send report',
  reported: "Thanks for letting us know. We'll look into it.",
  alreadyReported: 'You have already reported this. Our team will look into it.',
  subjectNotFound: 'What you are reporting no longer exists, or you cannot see it',
  cannotReportOwn: 'You cannot report yourself or your own content',
  report: 'Report',
  blockUserInvalid: 'The person to block is not valid',
  cannotBlockSelf: 'You cannot block yourself',
  personNotFound: 'This person no longer has an account',
  block: 'Block',
  unblock: 'Unblock',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmBody:
    'They will not be able to message you or invite you to quote, and they will no longer see your jobs. You will not see theirs either. You can unblock them from Settings at any time.',
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  notBlocked: 'This person is not blocked',
  /** The chat room and refusals, seen from each side of a block. */
  youBlockedThem:
    'You blocked this person, so you cannot message them. Unblock them to write again.',
  theyBlockedYou: 'This person is not accepting messages from you.',
  cannotInviteBlocked: 'You blocked this professional. Unblock them to invite them to quote.',
  cannotInviteBlockedYou: 'This professional is not accepting invitations from you.',
  blockedListTitle: 'Blocked people',
  blockedListLead:
    'People you block cannot message you or invite you to quote, and do not see your jobs.',
  blockedListEmpty: 'You have not blocked anyone.',
} as const;
