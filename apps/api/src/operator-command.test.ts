import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env';
import { recordServedAddress } from './lib/served-address';
import { operatorConfig } from './operator-command';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'trademate-operator-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const publicUrlFor = (env: Record<string, string>) =>
  operatorConfig(loadConfig({ DATA_DIR: dataDir, ...env })).publicUrl;

describe('an operator command’s links', () => {
  it('go to the default address while no server has served the data folder', () => {
    expect(publicUrlFor({})).toBe('http://localhost:3000');
  });

  it('go where the server last served the data folder when neither PUBLIC_URL nor PORT is set', () => {
    recordServedAddress(dataDir, 'http://localhost:4123');
    expect(publicUrlFor({})).toBe('http://localhost:4123');
    recordServedAddress(dataDir, 'https://trademate.example');
    expect(publicUrlFor({})).toBe('https://trademate.example');
  });

  it('follow PUBLIC_URL or PORT when the command is given them', () => {
    recordServedAddress(dataDir, 'http://localhost:4123');
    expect(publicUrlFor({ PORT: '5100' })).toBe('http://localhost:5100');
    expect(publicUrlFor({ PUBLIC_URL: 'https://trademate.test' })).toBe('https://trademate.test');
  });

  it('run without the web app', () => {
    expect(operatorConfig(loadConfig({ DATA_DIR: dataDir })).webDistDir).toBeNull();
  });
});

describe('noting the served address', () => {
  it('leaves a data folder it may not write to as it is, without failing the start', () => {
    const file = join(dataDir, 'not-a-folder');
    writeFileSync(file, '');
    expect(() => recordServedAddress(join(file, 'data'), 'http://localhost:4123')).not.toThrow();
    expect(operatorConfig(loadConfig({ DATA_DIR: join(file, 'data') })).publicUrl).toBe(
      'http://localhost:3000',
    );
  });
});
