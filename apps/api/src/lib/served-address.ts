import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'served-address';

/**
 * Notes in the data folder the address the server serves at (`PUBLIC_URL`, or
 * `http://localhost:PORT`), so an operator command run later on the same data without those
 * settings (`npm run admin:create` after `PORT=4000 npm start`) links to where people find it.
 * A convenience only: a data folder the server may not write to (a read-only deployment, where
 * PUBLIC_URL is set anyway) is left as it is.
 */
export function recordServedAddress(dataDir: string, publicUrl: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, FILE), `${publicUrl}\n`);
  } catch {
    // Nothing to do: the commands then link to the address their own settings give.
  }
}

/** The address the server last served this data folder at, if it noted one. */
export function readServedAddress(dataDir: string): string | undefined {
  try {
    const address = readFileSync(join(dataDir, FILE), 'utf8').trim();
    return URL.canParse(address) ? address : undefined;
  } catch {
    return undefined;
  }
}
