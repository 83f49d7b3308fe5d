import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text';
import { formatInvoiceDate, formatInvoiceNumber, renderInvoicePdf } from './invoice-pdf';

describe('the tax invoice PDF', () => {
  it('numbers invoices TM- and six digits', () => {
    expect(formatInvoiceNumber(1)).toBe('TM-000001');
    expect(formatInvoiceNumber(123_456)).toBe('TM-123456');
  });

  it('dates on the Queensland calendar', () => {
    expect(formatInvoiceDate(new Date('2026-11-22T15:00:00Z'))).toBe('23 November 2026');
  });

  it('prints a name the standard fonts cannot draw with question marks instead of failing', async () => {
    const pdf = Buffer.from(
      await renderInvoicePdf({
        number: 42,
        issuedAt: new Date('2026-11-22T01:00:00Z'),
        buyerName: 'Zoë 王小明',
        buyerEmail: 'zoe@example.com.au',
        description: 'Professional plan (yearly), 22 November 2026 to 22 November 2027',
        amountCents: 49_000,
        gstCents: 4_455,
      }),
    );
    const text = readPdfText(pdf);
    expect(text).toContain('Zoë ???');
    expect(text).toContain('TM-000042');
    expect(text).toContain('$490');
    expect(text).toContain('GST included: $44.55');
  });
});
