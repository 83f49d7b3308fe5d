import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package's folder, where its commands run. */
export const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
