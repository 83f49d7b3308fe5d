/** Who runs TradeMate and how to reach them: shown in the footer, the contact page and the legal pages. */
export const company = {
  productName: 'TradeMate',
  legalName: 'TradeMate Pty Ltd',
  /** Australian Business Number, printed on every tax invoice. */
  abn: '62 841 739 025',
  tagline: 'Find the right professional for your job — trusted experts near you',
  /** What search results and link previews say of a page that has no description of its own. */
  description:
    'TradeMate: find the right professional for your job — trusted tradies near you, across Australia.',
  postalAddress: {
    line1: 'PO Box 2087',
    locality: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    country: 'Australia',
  },
  supportEmail: 'support@trademate.com.au',
  privacyEmail: 'privacy@trademate.com.au',
  phone: '1300 872 336',
  phoneHref: 'tel:1300872336',
  supportHours: 'Monday to Friday, 8am–6pm AEST',
  social: {
    facebook: 'https://www.facebook.com/trademateau',
    instagram: 'https://www.instagram.com/trademateau',
    linkedin: 'https://www.linkedin.com/company/trademateau',
  },
} as const;

export function formatPostalAddress(): string {
  const a = company.postalAddress;
  return `${a.line1}, ${a.locality} ${a.state} ${a.postcode}, ${a.country}`;
}

/** Whether an ABN passes the ATO checksum: 11 digits, weighted sum (first digit less one) divisible by 89. */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * weights[index]!,
    0,
  );
  return sum % 89 === 0;
}
