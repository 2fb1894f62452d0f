import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { onFirstUse } from '#lib/first-use';

/**
 * The certificate's font: DejaVu Sans (free licence; Latin, Cyrillic with Ukrainian ї, є, ґ, and the
 * quotes and dashes the texts use), subset into each PDF. A function's bundle carries the file beside
 * it (`CERTIFICATE_FONT_FILE`, copied by `infra/src/bundling.ts`); elsewhere it is read from its package.
 */
export const CERTIFICATE_FONT_FILE = 'DejaVuSans.ttf';
export const CERTIFICATE_FONT_MODULE = `dejavu-fonts-ttf/ttf/${CERTIFICATE_FONT_FILE}`;

function fontPath(): string {
  const beside = fileURLToPath(new URL(`./${CERTIFICATE_FONT_FILE}`, import.meta.url));
  return existsSync(beside) ? beside : createRequire(import.meta.url).resolve(CERTIFICATE_FONT_MODULE);
}

/** The font's bytes, read once per container. */
export const certificateFont: () => Promise<Uint8Array> = /* @__PURE__ */ onFirstUse(
  async () => new Uint8Array(await readFile(fontPath())),
);
