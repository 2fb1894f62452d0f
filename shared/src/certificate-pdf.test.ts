import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { credentialInPdf } from './certificate-pdf';

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJ0eXBlIjoiVkMifQ.c2lnbmF0dXJl';

async function pdfWith(attachments: [name: string, content: string, mimeType: string][], useObjectStreams = true) {
  const doc = await PDFDocument.create();
  doc.addPage();
  for (const [name, content, mimeType] of attachments) {
    await doc.attach(new TextEncoder().encode(content), name, { mimeType });
  }
  return doc.save({ useObjectStreams });
}

/** A PDF whose credential stream is written uncompressed, as a writer other than ours might. */
function plainPdf(content: string): Uint8Array {
  return new TextEncoder().encode(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      `3 0 obj << /Type/EmbeddedFile /Subtype /application#2fvc#2bjwt /Length ${content.length} >>`,
      'stream',
      content,
      'endstream endobj',
      '%%EOF',
    ].join('\r\n'),
  );
}

describe('credentialInPdf', () => {
  it('finds the credential attached as application/vc+jwt among other attachments', async () => {
    const bytes = await pdfWith([
      ['notes.txt', 'a.b.c', 'text/plain'],
      ['credential.jwt', JWT, 'application/vc+jwt'],
    ]);
    expect(await credentialInPdf(bytes)).toBe(JWT);
    expect(await credentialInPdf(await pdfWith([['credential.jwt', JWT, 'application/vc+jwt']], false))).toBe(JWT);
  });

  it('reads an uncompressed stream, and names written with other escapes', async () => {
    expect(await credentialInPdf(plainPdf(JWT))).toBe(JWT);
  });

  it('answers nothing for a PDF without one, with only other attachments, or with a broken one', async () => {
    expect(await credentialInPdf(await pdfWith([]))).toBeUndefined();
    expect(await credentialInPdf(await pdfWith([['credential.jwt', JWT, 'text/plain']]))).toBeUndefined();
    expect(await credentialInPdf(plainPdf('not a token'))).toBeUndefined();
    const broken = await pdfWith([['credential.jwt', JWT, 'application/vc+jwt']]);
    const at = Buffer.from(broken).indexOf('stream\n') + 'stream\n'.length;
    broken.fill(0x41, at, at + 8);
    expect(await credentialInPdf(broken)).toBeUndefined();
    expect(await credentialInPdf(new TextEncoder().encode('not a pdf at all'))).toBeUndefined();
  });
});
