import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 43 base64url characters, the `code` schema of the contract. */
export const CODE_BYTES = 32;

/** A new single-use code for a mail link. Only its hash is stored. */
export function newCode(): string {
  return randomBytes(CODE_BYTES).toString('base64url');
}

/**
 * What is stored and looked up instead of the code: its SHA-256 (base64url).
 * A fast hash is enough: the code has 256 random bits, so nothing can be
 * guessed from a leaked hash, and a lookup needs a deterministic key.
 */
export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('base64url');
}
