/** Each enquiry's first messages: the professional writes, the client answers, they agree a time. */
export const enquiryScript: { first: string; replies: [from: 'pro' | 'client', body: string][] } = {
  first: "Hi, I've read your job and can help. I'm nearby and could come out for a look this week.",
  replies: [
    ['client', 'Thanks for getting in touch! Does Thursday morning suit?'],
    [
      'pro',
      'Thursday at 9 works. I will bring some options and give you a fixed quote on the spot.',
    ],
  ],
};
