import { describe, expect, it } from 'vitest';
import { detectFileType } from './magic-bytes';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('detectFileType', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['a WebP', bytes('RIFF', [0x24, 0x08, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PDF', bytes('%PDF-1.7\n%'), 'application/pdf'],
  ])('recognises %s by its first bytes', (_, head, type) => {
    expect(detectFileType(head)).toBe(type);
  });

  it.each([
    ['a text file', bytes('hello, this is text')],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['an ELF binary', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['SVG markup', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt ')],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])],
    ['a JPEG start missing its third byte', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_, head) => {
    expect(detectFileType(head)).toBeUndefined();
  });
});
