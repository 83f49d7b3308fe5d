/**
 * Australian Business Numbers: the check-digit rule the Australian Taxation Office publishes, the
 * way people write them, and how far TradeMate checked one (decision 025). The API and the web
 * form check with the same functions.
 */

/** An ABN is 11 digits. */
export const ABN_LENGTH = 11;

/** The weight of each digit in the check (ATO's published algorithm). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN as typed, without its spaces: "51 824 753 556" → "51824753556". Nothing else is forgiven. */
export function normaliseAbn(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Whether a string is 11 digits, as an ABN must be before its check digits mean anything. */
export function isAbnShaped(digits: string): boolean {
  return /^\d{11}$/.test(digits);
}

/**
 * The official check: subtract 1 from the first digit, multiply each digit by its weight
 * (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19), and the sum must divide by 89. An ABN never starts with
 * 0 (its first two digits are check digits from 10 to 99), so one that does fails.
 */
export function hasValidAbnChecksum(digits: string): boolean {
  if (!isAbnShaped(digits) || digits.startsWith('0')) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, index) => {
    const digit = Number(digits[index]) - (index === 0 ? 1 : 0);
    return total + digit * weight;
  }, 0);
  return sum % 89 === 0;
}

/** What is wrong with a typed ABN, or null when it passes the check. */
export function abnProblem(input: string): 'required' | 'format' | 'checksum' | null {
  const digits = normaliseAbn(input);
  if (digits.length === 0) return 'required';
  if (!isAbnShaped(digits)) return 'format';
  if (!hasValidAbnChecksum(digits)) return 'checksum';
  return null;
}

/** An ABN as the register writes it, in groups of 2, 3, 3 and 3: "51 824 753 556". */
export function formatAbn(digits: string): string {
  const clean = normaliseAbn(digits);
  if (!isAbnShaped(clean)) return clean;
  return `${clean.slice(0, 2)} ${clean.slice(2, 5)} ${clean.slice(5, 8)} ${clean.slice(8)}`;
}

/**
 * How far a stored ABN was checked: with the Australian Business Register (`register`), by its
 * check digits alone because no register lookup is set up (`format`), or by its check digits alone
 * because the register could not be reached when it was saved (`registerUnavailable`).
 */
export const abnChecks = ['register', 'format', 'registerUnavailable'] as const;
export type AbnCheck = (typeof abnChecks)[number];

/** The statuses the register gives an ABN. */
export const abnStatuses = ['Active', 'Cancelled'] as const;
export type AbnStatus = (typeof abnStatuses)[number];
