import { generateKeyPairSync } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { PDFString, PDFHexString, PDFRawStream } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { credentialInPdf } from '@migralink/shared/certificate-pdf';
import { keySigner } from '#lib/signing';
import { signCertificateCredential, verifyCredential } from './credential';
import { CREDENTIAL_FILE, renderCertificatePdf, type CertificatePdfInput } from './pdf';

const JWT = 'eyJ0eXAiOiJ2Yytqd3QiLCJhbGciOiJFUzI1NiIsImtpZCI6ImsifQ.eyJpZCI6Im1sLTIwMjYtMDAwMTIzIn0.c2lnbmF0dXJl';

const input = (overrides: Partial<CertificatePdfInput> = {}): CertificatePdfInput => ({
  locale: 'uk',
  number: 'ML-2026-000123',
  company: {
    name: 'Їжак і Ґудзик: еміграційні послуги',
    legalName: 'ТОВ «Їжак і Ґудзик»',
    registerNumber: '12345678',
    country: 'Україна',
  },
  issuedAt: '2026-03-04T10:11:12.000Z',
  validFrom: '2026-03-04T10:11:12.000Z',
  validUntil: '2027-03-04T10:11:12.000Z',
  criteria: ['Має статут', 'Має подяки від клієнтів', 'Обмінюється досвідом з колегами'],
  verificationUrl: 'https://migralink.example/uk/certificates/ML-2026-000123/',
  credential: JWT,
  ...overrides,
});

/** The page's content streams, inflated, as text. */
async function pageContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
}

/** The text the page shows, read as a PDF reader reads it: each glyph through the font's ToUnicode map. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const [fontRef] = fonts.values();
  const font = doc.context.lookup(fontRef, PDFDict);
  const toUnicode = doc.context.lookup(font.get(PDFName.of('ToUnicode'))) as PDFRawStream;
  const cmap = Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1');
  const glyphs = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
    glyphs.set(glyph!.toLowerCase(), Buffer.from(unicode!, 'hex').swap16().toString('utf16le'));
  }
  const shown = [...(await pageContent(bytes)).matchAll(/<([0-9a-fA-F]*)> Tj/g)].map(([, hex]) =>
    hex!
      .match(/.{4}/g)!
      .map((glyph) => glyphs.get(glyph.toLowerCase()) ?? '?')
      .join(''),
  );
  return shown.join('\n');
}

/** The QR code drawn on the page: its rectangles filled into an image, read by a QR decoder. */
async function pageQr(bytes: Uint8Array): Promise<string | undefined> {
  const squares = [...(await pageContent(bytes)).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((match) =>
    match.slice(1).map(Number),
  );
  const module = Math.min(...squares.map(([, , , h]) => h!));
  const left = Math.min(...squares.map(([x]) => x!));
  const top = Math.max(...squares.map(([, y, , h]) => y! + h!));
  const size = Math.round((Math.max(...squares.map(([x, , w]) => x! + w!)) - left) / module);
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w] of squares) {
    const column = Math.round((x! - left) / module);
    const row = Math.round((top - y!) / module) - 1;
    for (let c = column; c < column + Math.round(w! / module); c++) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((row + quiet) * scale + dy) * side + (c + quiet) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('a certificate PDF', () => {
  it('is the same bytes every time for the same certificate, and under 150 KB', async () => {
    const [first, second] = [await renderCertificatePdf(input()), await renderCertificatePdf(input())];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeLessThan(150 * 1024);
    expect(Buffer.from(await renderCertificatePdf(input({ locale: 'ru' }))).equals(Buffer.from(first))).toBe(false);
  });

  it('reads back with pdf-lib: one A4 page, dated and titled from the certificate', async () => {
    // Loading would stamp its own modification date unless told not to.
    const doc = await PDFDocument.load(await renderCertificatePdf(input()), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Сертифікат ML-2026-000123');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-04T10:11:12.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-03-04T10:11:12.000Z');
  });

  it.each([
    [
      'uk',
      'Їжак і Ґудзик: еміграційні послуги',
      ['Сертифікат'.toUpperCase(), 'Реєстраційний номер', 'Має статут', '4 березня 2026 р.'],
    ],
    [
      'ru',
      'Ёжик и партнёры: эмиграция',
      ['Сертификат'.toUpperCase(), 'Регистрационный номер', 'Есть устав', '4 марта 2027 г.'],
    ],
    ['en', 'Hedgehog & Button є ї ґ', ['CERTIFICATE', 'Register number', 'Has a legal charter', 'March 4, 2027']],
  ] as const)('shows in %s the company, the number, the dates and the criteria', async (locale, name, words) => {
    const text = await pageText(
      await renderCertificatePdf(input({ locale, company: { ...input().company, name }, criteria: [words[2]] })),
    );
    for (const word of [name, 'ТОВ «Їжак і Ґудзик»', '12345678', 'ML-2026-000123', ...words]) {
      expect(text).toContain(word);
    }
  });

  it('carries a QR code that reads as the verification page', async () => {
    expect(await pageQr(await renderCertificatePdf(input()))).toBe(input().verificationUrl);
  });

  it('holds the signed credential as an attached file credential.jwt of type application/vc+jwt', async () => {
    const bytes = await renderCertificatePdf(input());
    const doc = await PDFDocument.load(bytes);
    const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict);
    const [fileName, specRef] = names.lookup(PDFName.of('Names'), PDFArray).asArray();
    expect((fileName as PDFString | PDFHexString).decodeText()).toBe(CREDENTIAL_FILE);
    const spec = doc.context.lookup(specRef, PDFDict);
    const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    expect(file.dict.get(PDFName.of('Subtype'))).toEqual(PDFName.of('application/vc+jwt'));
    expect(Buffer.from(inflateSync(file.contents)).toString()).toBe(JWT);
    expect(await credentialInPdf(bytes)).toBe(JWT);
  });

  it('carries a credential that, taken out as a browser would, verifies against the JWKS', async () => {
    const signer = await keySigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    const credential = await signCertificateCredential(
      {
        siteUrl: 'https://migralink.example',
        number: 'ML-2026-000123',
        approvedAt: input().issuedAt,
        validFrom: input().validFrom,
        validUntil: input().validUntil,
        company: { ...input().company, id: '6f1c2f43-5d0e-4d43-9d6b-2f0c3b1f0a11', country: 'UA', url: null },
        criteria: ['Has a legal charter'],
        status: { list: 20260, index: 122 },
      },
      signer,
    );
    const found = await credentialInPdf(await renderCertificatePdf(input({ credential })));
    expect(found).toBe(credential);
    const verified = await verifyCredential(found!, { keys: [signer.publicJwk] }, new Date('2026-06-01T00:00:00Z'));
    expect(verified.credentialSubject.name).toBe(input().company.name);
  });
});
