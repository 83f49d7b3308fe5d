import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's first recommendation: 19 MiB of memory, 2 passes, 1 lane. */
// `Algorithm.Argon2id` is an ambient const enum (2), which isolated modules cannot read.
const ARGON2ID = 2 as Options['algorithm'];
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Compared against when an email has no account, so both answers take the same time.
const decoyHash = hash('decoy-password-never-matches', options);

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
