import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { staffTotpRequestSchema, type StaffTotpRequest } from '@trademate/shared/schemas/staff';
import { loginRequestSchema, type LoginRequest } from '@trademate/shared/schemas/users';
import { lazyZodResolver } from './lazy-zod-resolver';

const options: ResolverOptions<LoginRequest> = {
  fields: {},
  shouldUseNativeValidation: false,
  criteriaMode: 'firstError',
};
const typed = { email: 'olivia@', password: '' };

describe('lazyZodResolver', () => {
  it("answers as zodResolver does with the schema's messages, loading the schema once", async () => {
    const loadSchema = vi.fn(() => Promise.resolve(loginRequestSchema));
    const resolver = lazyZodResolver(loadSchema);

    const answer = await resolver(typed, undefined, options);
    expect(answer).toEqual(await zodResolver(loginRequestSchema)(typed, undefined, options));
    expect(Object.keys(answer.errors)).toEqual(['email', 'password']);
    await resolver({ email: 'olivia@example.com.au', password: 'secret' }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('asks for the schema again at the next check after a failed load', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof loginRequestSchema>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginRequestSchema);
    const resolver = lazyZodResolver(loadSchema);

    await expect(resolver(typed, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(Object.keys((await resolver(typed, undefined, options)).errors)).toEqual([
      'email',
      'password',
    ]);
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });

  it('starts loading when told to, so the first check finds the schema loaded', async () => {
    let arrive: (schema: typeof loginRequestSchema) => void = () => {};
    const loadSchema = vi.fn(
      () => new Promise<typeof loginRequestSchema>((resolve) => (arrive = resolve)),
    );
    const resolver = lazyZodResolver(loadSchema);

    resolver.preload();
    resolver.preload();
    expect(loadSchema).toHaveBeenCalledTimes(1);
    arrive(loginRequestSchema);
    expect(Object.keys((await resolver(typed, undefined, options)).errors)).toEqual([
      'email',
      'password',
    ]);
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('answers the values as typed when raw, checked by the schema all the same', async () => {
    const resolver = lazyZodResolver(() => Promise.resolve(staffTotpRequestSchema), { raw: true });
    const totpOptions: ResolverOptions<StaffTotpRequest> = {
      fields: {},
      shouldUseNativeValidation: false,
      criteriaMode: 'firstError',
    };
    const codes = { challenge: 'c1', recoveryCode: ' ABCDE-23456 ' };

    const answer = await resolver(codes, undefined, totpOptions);
    expect(answer).toEqual(
      await zodResolver(staffTotpRequestSchema, undefined, { raw: true })(
        codes,
        undefined,
        totpOptions,
      ),
    );
    expect(answer.values).toEqual(codes);
    const refused = await resolver({ challenge: 'c1', code: '12345' }, undefined, totpOptions);
    expect(Object.keys(refused.errors)).toEqual(['code']);
  });
});
