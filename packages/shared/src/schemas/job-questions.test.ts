import { describe, expect, it } from 'vitest';
import { describeAnswer, unitFor, type JobQuestion } from './job-questions';

const points: JobQuestion = {
  key: 'points',
  label: 'How many points or fittings?',
  kind: 'number',
  required: false,
  highlight: false,
  options: [],
  min: 1,
  max: 100,
  unit: 'points',
};

describe('a number answer with its unit', () => {
  it('reads the plural unit after any number but one', () => {
    expect(describeAnswer(points, 3)).toBe('3 points');
    expect(describeAnswer(points, 0)).toBe('0 points');
    expect(describeAnswer(points, 1)).toBe('1 point');
  });

  it('makes a written plural singular for one, and leaves any other unit as written', () => {
    expect(unitFor('bathrooms', 1)).toBe('bathroom');
    expect(unitFor('boxes', 1)).toBe('box');
    expect(unitFor('m²', 1)).toBe('m²');
    expect(unitFor('glass', 1)).toBe('glass');
    expect(unitFor('square metres', 1)).toBe('square metres');
    expect(unitFor('hours', 2)).toBe('hours');
  });
});
