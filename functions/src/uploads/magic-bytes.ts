import type { FileType } from './purposes';

/** How many leading bytes the check reads: enough for every signature below. */
export const SIGNATURE_BYTES = 16;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each type's signature: bytes at offsets (WebP: `RIFF`, four bytes of size, `WEBP`). */
const SIGNATURES: { type: FileType; parts: { offset: number; bytes: number[] }[] }[] = [
  { type: 'image/jpeg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: 'image/png', parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  {
    type: 'image/webp',
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
  { type: 'application/pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
];

/**
 * The real type of a file from its first bytes, whatever name or type the
 * browser declared; `undefined` when it is none of the types we accept.
 */
export function detectFileType(head: Uint8Array): FileType | undefined {
  return SIGNATURES.find(({ parts }) =>
    parts.every(({ offset, bytes }) => bytes.every((byte, index) => head[offset + index] === byte)),
  )?.type;
}
