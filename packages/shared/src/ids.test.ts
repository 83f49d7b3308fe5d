import { describe, expect, it } from 'vitest';
import { isId } from './ids';
import { idParamSchema } from './schemas/common';

describe('isId', () => {
  it('accepts exactly the ids idParamSchema accepts', () => {
    for (const value of [
      '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
      '3F0B6A1E-8A43-4C1E-9D2B-6A5F0E1C2D02',
      '00000000-0000-4000-8000-000000000000',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3f0b6a1e-8a43-0c1e-9d2b-6a5f0e1c2d02',
      '3f0b6a1e-8a43-4c1e-7d2b-6a5f0e1c2d02',
      '3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d0',
      '3f0b6a1e8a434c1e9d2b6a5f0e1c2d02',
      ' 3f0b6a1e-8a43-4c1e-9d2b-6a5f0e1c2d02',
      'not-an-id',
      '',
      undefined,
      null,
      42,
    ]) {
      expect(isId(value), String(value)).toBe(idParamSchema.safeParse({ id: value }).success);
    }
  });
});
