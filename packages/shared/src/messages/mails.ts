/** The mails TradeMate sends. Re-exported by `messages.ts`. */
/** The mails TradeMate sends: each one's subject, title and paragraphs. */
export const mails = {
  codeLabel: 'Your code',
  /** The button of the plan notices. */
  planAction: 'Open my plan',
  verification: {
    subject: (code: string) => `${code} is your TradeMate verification code`,
    title: (firstName: string) => `Welcome to TradeMate, ${firstName}`,
    paragraphs: [
      'Enter this code on the verification page to confirm your email address, or open the link below on any device. It works once and expires in 10 minutes.',
      'If you did not create an account, you can ignore this email: nothing happens without the code.',
    ],
    action: 'Verify my email',
  },
  passwordReset: {
    subject: (code: string) => `${code} is your TradeMate password reset code`,
    title: (firstName: string) => `Reset your password, ${firstName}`,
    paragraphs: [
      'Someone asked to reset the password of your account. Enter this code to choose a new password. It works once and expires in 10 minutes.',
      'If it was not you, ignore this email: your password stays as it is.',
    ],
  },
  renewalNotice: {
    subject: (planName: string, date: string) =>
      `Your TradeMate ${planName} plan renews on ${date}`,
    title: (firstName: string, date: string) => `Your plan renews on ${date}, ${firstName}`,
    charge: (renewal: { planName: string; isMonthly: boolean; date: string; amount: string }) =>
      `Your ${renewal.planName} plan (${renewal.isMonthly ? 'monthly' : 'yearly'}) renews on ${renewal.date} for ${renewal.amount} including GST, charged to the card you paid with last time.`,
    howToStop:
      'Nothing to do if you want to keep it. To stop the renewal, cancel from your plan page before that date: you keep access until the end of the period you paid for.',
  },
  trialEnding: {
    subject: (date: string) => `Your TradeMate Professional trial ends on ${date}`,
    title: (firstName: string, date: string) => `Your trial ends on ${date}, ${firstName}`,
    paragraphs: [
      'Your Professional trial ends on that date. Choose a monthly or yearly plan on your plan page to keep previewing job requests and contacting clients.',
      'Nothing is charged unless you choose a plan.',
    ],
  },
  /** The alert mails (decision 019). */
  alerts: {
    greeting: (firstName: string) => `Hi ${firstName},`,
    open: 'Open in TradeMate',
    footerWhy: (what: string) => `You get this email because you chose email alerts for: ${what}.`,
    unsubscribe: 'Unsubscribe from these emails',
    settings: 'Notification settings',
    messagesSubject: (name: string, count: number) =>
      count === 1
        ? `${name} sent you a message on TradeMate`
        : `${name} sent you ${count} messages on TradeMate`,
    messagesTitle: (name: string) => `New messages from ${name}`,
    messagesLead: 'These arrived while you were away:',
    messagesAction: 'Reply in the chat',
    digestSubject: (count: number) =>
      count === 1
        ? 'A new job in your services on TradeMate'
        : `${count} new jobs in your services on TradeMate`,
    digestTitle: 'New jobs in your services',
    digestLead: 'Posted since your last digest:',
    digestAction: 'See all job requests',
  },
} as const;
