import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { code as codeSchema } from '@migralink/shared/schemas/auth';
import { hashCode, newCode } from './codes';

describe('mailed codes', () => {
  it('are 43 base64url characters that the contract accepts, fresh every time', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(z.safeParse(codeSchema, code).success).toBe(true);
      expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are stored as their SHA-256 in base64url, never as themselves', () => {
    // Known answer: SHA-256("abc").
    expect(hashCode('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    const code = newCode();
    expect(hashCode(code)).toBe(hashCode(code));
    expect(hashCode(code)).not.toBe(code);
    expect(hashCode(code)).not.toBe(hashCode(newCode()));
  });
});
