/** The token-signing secret: 64 random bytes generated once into `<dataDir>/token-secret` (mode 0600). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fsyncDir, replaceFile } from '../store/files';
import { StoreError } from '../store/store';

const SECRET_BYTES = 64;
const SECRET_FILE = 'token-secret';

/** Reads the secret, creating it on first start; throws `StoreError` when it is unusable. */
export async function loadSecret(dataDir: string): Promise<Buffer> {
  const path = join(dataDir, SECRET_FILE);
  try {
    const text = (await readFile(path, 'utf8')).trim();
    const secret = Buffer.from(text, 'hex');
    if (secret.length < 32) throw new StoreError(`The token secret ${path} is too short or not hex`);
    return secret;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new StoreError(`Cannot read the token secret ${path}: ${(error as Error).message}`);
    }
  }
  const secret = randomBytes(SECRET_BYTES);
  // Written aside and renamed, so a crash never leaves a truncated secret behind.
  await replaceFile(dataDir, SECRET_FILE, secret.toString('hex'));
  await fsyncDir(dataDir);
  return secret;
}
