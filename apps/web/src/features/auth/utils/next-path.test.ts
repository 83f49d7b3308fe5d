import { describe, expect, it } from 'vitest';
import { readNextPath } from './next-path';

describe('readNextPath', () => {
  it('returns a path on this site with its query', () => {
    expect(readNextPath('?next=%2FpostJob%3Fdraft%3D1')).toBe('/postJob?draft=1');
  });

  it('ignores a missing or relative next', () => {
    expect(readNextPath('')).toBeNull();
    expect(readNextPath('?next=postJob')).toBeNull();
  });

  it('ignores anything a browser would read as another host', () => {
    expect(readNextPath('?next=%2F%2Fevil.example')).toBeNull();
    expect(readNextPath('?next=%2F%5Cevil.example')).toBeNull();
    expect(readNextPath('?next=%2F%09%2Fevil.example')).toBeNull();
    expect(readNextPath('?next=https%3A%2F%2Fevil.example')).toBeNull();
  });
});
