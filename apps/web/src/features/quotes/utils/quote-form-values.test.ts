import { describe, expect, it } from 'vitest';
import { buildItem, buildVersion } from '@/testing/builders/quotes';
import {
  addDays,
  depositOf,
  emptyLine,
  formFieldOf,
  isBlankLine,
  linesFromAnswers,
  liveTotals,
  newQuoteValues,
  quoteFormFields,
  totalWithGstAtMost,
  valuesFromVersion,
  type QuoteFormLine,
} from './quote-form-values';
import { quoteFormSchema } from './quote-form-schema';
import {
  emptyVariationLine,
  liveVariationTotals,
  newVariationValues,
  variationFormFields,
  type VariationFormLine,
} from './variation-form-values';
import { variationFormSchema } from './variation-form-schema';

const today = '2026-12-01';
const line = (overrides: Partial<QuoteFormLine> = {}): QuoteFormLine => ({
  ...emptyLine(),
  description: 'Install the new unit',
  quantity: '2.5',
  unitPrice: '95',
  ...overrides,
});

describe("the quote form's values", () => {
  it('starts a new quote with one labour line, valid for 30 days from today', () => {
    expect(newQuoteValues(today)).toEqual({
      items: [{ description: '', kind: 'labour', quantity: '1', unit: 'hour', unitPrice: '' }],
      validUntil: '2026-12-31',
      earliestStart: today,
      deposit: { kind: 'none', value: '' },
      terms: '',
      attachmentIds: [],
    });
    expect(emptyLine('materials')).toMatchObject({ kind: 'materials', unit: 'each' });
    expect(isBlankLine(emptyLine())).toBe(true);
    expect(isBlankLine(line())).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('fills a revision from its version, moving days already past', () => {
    const version = buildVersion({
      items: [buildItem({ quantityHundredths: 250, unitPriceCents: 8_550 })],
      deposit: { kind: 'amount', value: 12_000 },
      validUntil: '2026-11-30',
      earliestStart: '2026-11-29',
    });
    expect(valuesFromVersion(version, today)).toMatchObject({
      items: [{ kind: 'labour', quantity: '2.5', unitPrice: '85.50' }],
      validUntil: '2026-12-31',
      earliestStart: today,
      deposit: { kind: 'amount', value: '120' },
    });
    const answer = {
      key: 'powerPoints',
      label: 'Power points',
      kind: 'number' as const,
      value: 3,
      text: '3',
      highlight: false,
      unit: null,
    };
    expect(linesFromAnswers([answer, { ...answer, value: 0 }])).toEqual([
      { ...emptyLine(), description: 'Power points', quantity: '3', unit: 'each' },
    ]);
  });

  it('adds up what can be read, counting the rest as nothing', () => {
    const items = [line(), line({ quantity: 'two', unitPrice: '40' })];
    expect(liveTotals({ items, deposit: { kind: 'percent', value: '10' } })).toMatchObject({
      subtotalCents: 23_750,
      depositCents: 2_375,
    });
    expect(liveTotals({ items, deposit: { kind: 'amount', value: 'abc' } }).depositCents).toBe(0);
    expect(totalWithGstAtMost({ items, deposit: { kind: 'none', value: '' } })).toBe(26_125);
    expect(depositOf({ kind: 'amount', value: '$1,200.50' })).toEqual({
      kind: 'amount',
      value: 120_050,
    });
    expect(depositOf({ kind: 'percent', value: '10%' })).toEqual({ kind: 'percent', value: 10 });
    expect(depositOf({ kind: 'none', value: '5' })).toEqual({ kind: 'none', value: 0 });
  });

  it("places the API's field errors on the fields the professional typed", () => {
    expect(formFieldOf('items.1.quantityHundredths')).toBe('items.1.quantity');
    expect(formFieldOf('items.0.unitPriceCents')).toBe('items.0.unitPrice');
    expect(formFieldOf('validUntil')).toBe('validUntil');
    expect(quoteFormFields(1)).toContain('items.0.unitPrice');
    expect(variationFormFields(2)).toContain('lines.1.change');
  });
});

describe("the quote form's schema", () => {
  it('sends what was typed as the request, in hundredths and cents', async () => {
    const values = { ...newQuoteValues(today), items: [line()] };
    const result = await quoteFormSchema(today).safeParseAsync({
      ...values,
      deposit: { kind: 'amount', value: '50' },
    });
    expect(result.success && result.data).toMatchObject({
      items: [{ quantityHundredths: 250, unitPriceCents: 9_500, kind: 'labour' }],
      deposit: { kind: 'amount', value: 5_000 },
      validUntil: '2026-12-31',
    });
  });

  it('checks the days against the day it was made for, with the same messages', async () => {
    const result = await quoteFormSchema(today).safeParseAsync({
      ...newQuoteValues(today),
      items: [line({ quantity: '0' })],
      validUntil: '2026-11-30',
      earliestStart: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      'items.0.quantity': 'Enter a quantity from 0.01 to 100,000',
      validUntil: 'The quote must be valid until today or later',
      earliestStart: 'Choose the earliest day you can start',
    });
  });
});

describe("the variation form's values and schema", () => {
  const remove = (unitPrice: string): VariationFormLine => ({
    ...emptyVariationLine('remove'),
    description: 'Tempering valve',
    unitPrice,
  });

  it('starts with a line of extra labour and adds up what can be read', () => {
    expect(newVariationValues()).toEqual({
      lines: [{ change: 'add', ...emptyLine() }],
      reason: '',
    });
    expect(liveVariationTotals([remove('180'), remove('abc')], true)).toMatchObject({
      subtotalCents: -18_000,
      gstCents: -1_800,
      totalCents: -19_800,
    });
  });

  it('refuses a variation that takes the agreed total below $0 or over the most', async () => {
    const variation = { lines: [remove('180')], reason: 'Not needed.' };
    const refusal = async (agreedTotalCents: number) => {
      const result = await variationFormSchema(agreedTotalCents, true).safeParseAsync(variation);
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(await refusal(20_000)).toBeNull();
    expect(await refusal(19_000)).toEqual(['This variation would take the agreed total below $0']);
    const over = await variationFormSchema(100_000_000, false).safeParseAsync({
      ...variation,
      lines: [{ ...variation.lines[0]!, change: 'add' }],
    });
    expect(over.success ? null : over.error.issues.map((issue) => issue.message)).toEqual([
      'The agreed total can be at most $1,000,000',
    ]);
  });
});
