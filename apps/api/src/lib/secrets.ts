import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1).
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argonOptions);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to compare against when the account does not exist, so timing does not reveal it.
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/** Opaque random tokens (refresh, reset, verification): only their SHA-256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');
