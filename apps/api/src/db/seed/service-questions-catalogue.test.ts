import { describe, expect, it } from 'vitest';
import { isFilterable } from '@trademate/shared/constants/job-questions';
import { jobQuestionSetInputSchema } from '@trademate/shared/schemas/job-questions';
import { serviceQuestionsCatalogue } from './service-questions-catalogue';
import { servicesCatalogue } from './services-catalogue';

const mostUsed = [
  'electrician',
  'plumber',
  'cleaner',
  'painter',
  'carpenter',
  'air-conditioning',
  'gardener',
  'handyman',
  'roofer',
  'tiler',
];

describe('serviceQuestionsCatalogue', () => {
  it('asks questions of the ten most used trades, each a service of the catalogue, once', () => {
    const slugs = serviceQuestionsCatalogue.map((entry) => entry.slug);
    expect([...slugs].sort()).toEqual([...mostUsed].sort());
    const known = new Set(servicesCatalogue.map((service) => service.slug));
    for (const slug of slugs) expect(known, slug).toContain(slug);
  });

  it.each(serviceQuestionsCatalogue.map((entry) => [entry.slug, entry.questions] as const))(
    'gives %s a valid set of 3 to 5 questions, 1 or 2 of them highlighted, one a filterable choice',
    (_slug, input) => {
      const { questions } = jobQuestionSetInputSchema.parse({ questions: input });
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      const highlighted = questions.filter((question) => question.highlight);
      expect(highlighted.length).toBeGreaterThanOrEqual(1);
      expect(highlighted.length).toBeLessThanOrEqual(2);
      // The first question says what the job is: asked of every job, and the feed filters on it.
      expect(questions[0]).toMatchObject({ required: true, highlight: true });
      expect(isFilterable(questions[0]!.kind)).toBe(true);
      // A highlight reads on its own on a card: never a bare yes or no, nor free text.
      for (const question of highlighted) expect(['yesNo', 'text']).not.toContain(question.kind);
    },
  );
});
