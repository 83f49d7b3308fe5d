import { describe, expect, it } from 'vitest';
import * as messages from '@trademate/shared/messages';
import { findContactDetails, maskContactDetails } from './chats.contact-details';
import corpus from './chats.contact-details.corpus.json';

const marker = messages.chats.hiddenContactDetails;

interface CorpusEntry {
  text: string;
  /** The stretches that must be hidden, as typed, in the order they appear. */
  hidden: string[];
}

/** The corpus's expected stretches as offsets: each is looked for after the one before it. */
function expectedSpans(entry: CorpusEntry): Array<{ start: number; end: number }> {
  let from = 0;
  return entry.hidden.map((typed) => {
    const start = entry.text.indexOf(typed, from);
    if (start < 0) throw new Error(`"${typed}" is not in "${entry.text}"`);
    from = start + typed.length;
    return { start, end: from };
  });
}

describe('contact details in chat messages', () => {
  it('finds phone numbers, emails and links in the corpus with precision and recall of at least 95%', () => {
    const entries = corpus as CorpusEntry[];
    expect(entries.length).toBeGreaterThanOrEqual(60);
    let detected = 0;
    let expected = 0;
    let matched = 0;
    const misses: string[] = [];
    for (const entry of entries) {
      const wanted = expectedSpans(entry);
      const found = findContactDetails(entry.text);
      const key = (span: { start: number; end: number }) => `${span.start}:${span.end}`;
      const wantedKeys = new Set(wanted.map(key));
      const foundKeys = new Set(found.map(key));
      detected += found.length;
      expected += wanted.length;
      for (const span of found) {
        if (wantedKeys.has(key(span))) matched += 1;
        else misses.push(`hidden but should not be: "${entry.text.slice(span.start, span.end)}"`);
      }
      for (const span of wanted) {
        if (!foundKeys.has(key(span)))
          misses.push(`not hidden: "${entry.text.slice(span.start, span.end)}"`);
      }
    }
    const precision = detected === 0 ? 1 : matched / detected;
    const recall = expected === 0 ? 1 : matched / expected;
    console.log(
      `Contact details corpus: ${entries.length} messages, ${expected} details expected, ` +
        `${detected} found, ${matched} exact. Precision ${(precision * 100).toFixed(1)}%, ` +
        `recall ${(recall * 100).toFixed(1)}%.` +
        (misses.length > 0 ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(entries.filter((entry) => entry.hidden.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(entries.filter((entry) => entry.hidden.length === 0).length).toBeGreaterThanOrEqual(30);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('replaces each detail with the shared marker and leaves the rest as typed', () => {
    expect(
      maskContactDetails('Call 0412 345 678 or mick at gmail dot com, $4,850 inc GST.'),
    ).toEqual({ text: `Call ${marker} or ${marker}, $4,850 inc GST.`, masked: true });
  });

  it('leaves a message without details untouched', () => {
    const text = 'ABN 51 824 753 556, 2400 x 1200 mm, 42 Smith St Parramatta NSW 2150, 7:30am.';
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('says what kind each detail is', () => {
    const text = 'ph 0401 222 333, sam@samsreno.com.au or samsreno.com.au';
    expect(findContactDetails(text).map((span) => span.kind)).toEqual(['phone', 'email', 'link']);
  });

  it('hides details found inside one another as one stretch', () => {
    const text = 'see www.mickplumbing.com.au/call-0412345678 today';
    expect(maskContactDetails(text).text).toBe(`see ${marker} today`);
  });

  it('reads a long message in one pass', () => {
    const text = `${'We can start on the 14th, $4,850 inc GST. '.repeat(45)}Call 0412 345 678.`;
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(maskContactDetails(text).text.endsWith(`Call ${marker}.`)).toBe(true);
  });
});
