/** Chats and the files sent in them. Re-exported by `messages.ts`. */
/** Photos and PDFs sent in a chat (`POST /api/upload/chatAttachment`) and how the room shows them. */
export const chatAttachments = {
  attach: 'Attach a photo or PDF',
  attachHint: 'Photos (JPEG, PNG, WebP) or PDFs up to 10 MB',
  uploading: (name: string) => `Sending ${name}…`,
  required: 'Choose a photo or PDF to send',
  conversationRequired: 'Say which conversation the file is for',
  unsupportedType: 'Send a photo (JPEG, PNG or WebP) or a PDF',
  tooLarge: 'The file must be 10 MB or less',
  sent: 'Your file has been sent',
  rateLimited: (max: number, wait: string) =>
    `You can send up to ${max} files an hour. Please try again in ${wait}.`,
  notFound: 'This file could not be found',
  /** What the conversations list, notifications and mails say for a message that is a file. */
  photoPreview: 'Sent a photo',
  pdfPreview: (name: string) => `Sent a PDF: ${name}`,
  /** Who sent a photo, when it is the reader themself ('Photo from you'). */
  yourself: 'you',
  photoAlt: (name: string) => `Photo from ${name}`,
  openPhoto: (name: string) => `Open the photo from ${name} full size`,
  photoViewerTitle: (name: string) => `Photo from ${name}`,
  closePhoto: 'Close the photo',
  openOriginal: 'Open in a new tab',
  downloadPdf: (fileName: string, size: string) => `Download ${fileName} (PDF, ${size})`,
} as const;

/** Chats: the conversations list, the chat room and direct messages. */
export const chats = {
  title: 'Chats',
  lead: 'Your conversations with clients, professionals and apprentices.',
  empty: 'No conversations yet.',
  emptyHint:
    'When you contact someone about a job, or someone writes to you, the conversation shows here.',
  loadMore: 'Load more conversations',
  loadEarlier: 'Load earlier messages',
  noMessages: 'No messages yet. Say hello.',
  backToChats: 'All chats',
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message… (Enter sends, Shift+Enter for a new line)',
  send: 'Send',
  you: 'You',
  aboutJob: 'About the job',
  directConversation: 'Direct message',
  roomTitle: (name: string) => `Chat with ${name}`,
  conversationsLabel: 'Conversations',
  messagesLabel: (name: string) => `Messages with ${name}`,
  said: (name: string) => `${name} said`,
  userTypeLabels: {
    client: 'Client',
    tradie: 'Professional',
    freeTradie: 'Professional',
    apprentice: 'Apprentice',
  },
  unread: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  messageRequired: 'Write a message first',
  messageTooLong: 'Keep your message to 2000 characters or fewer',
  recipientRequired: 'Choose who to write to',
  notFound: 'This conversation could not be found',
  recipientNotFound: 'This person could not be found',
  cannotMessageSelf: 'You cannot send a message to yourself',
  directNotAllowed:
    'Direct messages are between professionals and apprentices: a professional can write to an apprentice, and an apprentice to a professional',
  sent: 'Your message has been sent',
  read: 'The conversation is marked as read',
  /** The notification the other person receives (kind message_received). */
  messageReceivedTitle: (firstName: string) => `${firstName} sent you a message`,
  /**
   * What stands in a message for each phone number, email address and link while the
   * conversation keeps contact details hidden (decision 026).
   */
  hiddenContactDetails: '[contact details hidden]',
  /** What both people read in place of a message TradeMate's staff removed (decision 034). */
  removedByStaff: 'This message was removed by TradeMate.',
  /** Under the sender's own message whose details are hidden from the other person. */
  detailsHiddenForSender: {
    professional: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until ${name} hires you. Keep the conversation here for now.`,
    client: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until you hire ${name}. Keep the conversation here for now.`,
    direct: (name: string) =>
      `Phone numbers, emails, links and social handles stay hidden until ${name} replies. Keep the conversation here for now.`,
  },
  /** Under a message from the other person whose details are hidden. */
  detailsHiddenForReader: {
    professional: (name: string) => `Contact details show once ${name} hires you.`,
    client: (name: string) => `Contact details show once you hire ${name}.`,
    direct: () => 'Contact details show once you reply.',
  },
} as const;
