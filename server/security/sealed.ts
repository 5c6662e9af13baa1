import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';

/**
 * Personal data at rest (ID numbers, names, bank card numbers): AES-256-GCM under one key, and a keyed hash to
 * find a value again without opening it. The key is DATA_SEAL_KEY (64 hex digits, the same for every host
 * process); without it, a key file in DATA_DIR made on first start (one machine); in tests, one per process.
 */
export interface Sealer {
  seal(text: string): string;
  open(sealed: string): string;
  lookupHash(text: string): string;
}

export function createSealer(key: Buffer): Sealer {
  const hashKey = createHmac('sha256', key).update('starq lookup hash').digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
    lookupHash: (text) => createHmac('sha256', hashKey).update(text).digest('hex'),
  };
}

function keyFromFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'seal.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

let sealer: Sealer | undefined;

export function dataSealer(): Sealer {
  if (sealer) return sealer;
  const fromEnv = process.env.DATA_SEAL_KEY;
  if (fromEnv && !/^[0-9a-f]{64}$/i.test(fromEnv)) throw new Error('DATA_SEAL_KEY must be 64 hex digits');
  const key = fromEnv ? Buffer.from(fromEnv, 'hex') : process.env.VITEST ? randomBytes(32) : keyFromFile(readConfig().dataDir);
  sealer = createSealer(key);
  return sealer;
}
