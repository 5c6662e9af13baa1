import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt, a deliberately slow hash (N=2^15): passwords and pay passwords are stored only this way. */
const PARAMS: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function scrypt(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(secret, salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(secret, Buffer.from(saltB64, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password, or, when there is no stored hash (an unknown account, an SMS-only user),
 * spends the same scrypt work on a decoy and answers false, so timing does not tell them apart.
 */
export async function verifyPasswordOrDecoy(secret: string, stored: string | null): Promise<boolean> {
  if (stored) return verifyPassword(secret, stored);
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(secret, await decoyHash);
  return false;
}
