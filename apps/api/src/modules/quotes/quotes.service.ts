import type { Db } from '../../db/client';
import { createQuotesAgreement } from './quotes.agreement';
import { createQuotesAgreementFigures } from './quotes.agreement-figures';
import { createQuotesAnswers } from './quotes.answers';
import type { QuotesDeps } from './quotes.deps';
import { createQuotesReadRepository } from './quotes.read.repository';
import { createQuotesReading } from './quotes.reading';
import { createQuotesRepository } from './quotes.repository';
import { createQuotesSending } from './quotes.sending';
import { createQuoteSteps } from './quotes.steps';
import { createQuoteVariations } from './quotes.variations';
import { createQuoteVariationsRepository } from './quotes.variations.repository';

export type { QuotePerson } from './quotes.deps';
export type { AgreedLine, QuoteAgreement } from './quotes.agreement-figures';

/** The services the quotes module uses, as its plugin passes them. */
export type QuotesServiceOptions = Omit<QuotesDeps, 'repository' | 'reads' | 'variationRows'> & {
  db: Db;
};

/**
 * Written quotes (decision 062): a professional who wrote to a client about an open job sends one
 * priced quote, revised in versions; the client compares the job's quotes, asks, declines with a
 * reason, or accepts one, which hires its professional; after the hire the professional proposes
 * variations the client approves or declines. Every change is a conditional update
 * under the job's lock, posts its card in the job's conversation and tells the other person, in
 * one transaction.
 */
export function createQuotesService(options: QuotesServiceOptions) {
  const deps: QuotesDeps = {
    ...options,
    repository: createQuotesRepository(options.db),
    reads: createQuotesReadRepository(options.db),
    variationRows: createQuoteVariationsRepository(options.db),
  };
  const steps = createQuoteSteps(deps);
  const reading = createQuotesReading(deps);
  return {
    listForJob: reading.listForJob,
    getQuote: reading.getQuote,
    ...createQuotesSending({ ...deps, steps, reading }),
    ...createQuotesAnswers({ ...deps, steps, reading }),
    ...createQuoteVariations({ ...deps, steps, reading }),
    ...createQuotesAgreement({ ...deps, reading }),
    ...createQuotesAgreementFigures(deps),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
