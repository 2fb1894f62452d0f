import { createHash } from 'node:crypto';
import fontkit from '@pdf-lib/fontkit';
import {
  AFRelationship,
  fill,
  PDFDocument,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingGrayscaleColor,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { Locale } from '@migralink/shared/locales';
import { certificateFont } from './font';
import { pdfDate, PDF_TEXTS } from './pdf-texts';
import { darkRuns, qrMatrix } from './qr';
import { ISSUER_NAME } from './issuer';

/** What a certificate's PDF shows, every text already in the owner's language. */
export interface CertificatePdfInput {
  locale: Locale;
  number: string;
  company: { name: string; legalName: string; registerNumber: string; country: string };
  /** When it was approved: the document's creation and modification dates. */
  issuedAt: string;
  validFrom: string;
  validUntil: string;
  criteria: readonly string[];
  /** The public verification page (`/{locale}/certificates/{number}/`), the QR code's address. */
  verificationUrl: string;
  /** The certificate's VC-JWT as signed at approval, attached as `credential.jwt`. */
  credential: string;
}

/** The attachment's name and media type; `shared/src/certificate-pdf.ts` finds it by the type. */
export const CREDENTIAL_FILE = 'credential.jwt';
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const ACCENT = rgb(0.11, 0.3, 0.55);
const MUTED = rgb(0.35, 0.35, 0.4);
/** The QR code's size on the page (pt) and its module's, given by its matrix. */
export const QR_SIZE = 120;

/**
 * The certificate as an A4 PDF (pdf-lib, DejaVu Sans subset): its company, number, dates and what
 * was checked, a QR code to its verification page, and its signed credential inside. No clock and
 * no randomness: the dates, the document id and the font's name come from the certificate, so the
 * same certificate always gives the same bytes.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const texts = PDF_TEXTS[input.locale];
  const issued = new Date(input.issuedAt);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await certificateFont(), { subset: true, customName: 'DejaVuSans' });
  describe(doc, input, issued);

  const page = doc.addPage([A4.width, A4.height]);
  const write = writer(page, font);
  let y = A4.height - MARGIN - 20;
  y = write.centered(texts.title.toUpperCase(), 30, y, ACCENT) - 8;
  y = write.centered(texts.subtitle, 14, y, MUTED) - 36;
  y = write.wrapped(input.company.name, 22, y, 'center') - 14;
  const rows: [string, string][] = [
    [texts.legalName, input.company.legalName],
    [texts.registerNumber, input.company.registerNumber],
    [texts.country, input.company.country],
    [texts.number, input.number],
    [texts.validFrom, pdfDate(input.locale, input.validFrom)],
    [texts.validUntil, pdfDate(input.locale, input.validUntil)],
  ];
  for (const [label, value] of rows) y = write.row(label, value, y) - 6;
  y -= 14;
  y = write.line(texts.checked, 13, MARGIN, y, ACCENT) - 4;
  for (const criterion of input.criteria) y = write.wrapped(`•  ${criterion}`, 11, y, 'left') - 2;

  const qrBottom = MARGIN + 60;
  drawQr(page, input.verificationUrl, A4.width - MARGIN - QR_SIZE, qrBottom);
  let caption = qrBottom + QR_SIZE - 10;
  caption = write.wrapped(texts.verify, 10, caption, 'left', A4.width - 2 * MARGIN - QR_SIZE - 20) - 2;
  write.wrapped(input.verificationUrl, 9, caption, 'left', A4.width - 2 * MARGIN - QR_SIZE - 20, ACCENT);
  write.wrapped(texts.credential, 8, MARGIN + 30, 'left', A4.width - 2 * MARGIN, MUTED);
  write.line(`${ISSUER_NAME} · ${input.number}`, 8, MARGIN, MARGIN, MUTED);

  await doc.attach(new TextEncoder().encode(input.credential), CREDENTIAL_FILE, {
    mimeType: CREDENTIAL_MEDIA_TYPE,
    description: `${ISSUER_NAME} ${input.number}: Open Badges 3.0 credential (VC-JWT)`,
    creationDate: issued,
    modificationDate: issued,
    afRelationship: AFRelationship.Data,
  });
  return doc.save({ useObjectStreams: true });
}

/** The document's information and id, from the certificate alone. */
function describe(doc: PDFDocument, input: CertificatePdfInput, issued: Date) {
  doc.setTitle(`${PDF_TEXTS[input.locale].title} ${input.number}`);
  doc.setSubject(input.company.name);
  doc.setAuthor(ISSUER_NAME);
  doc.setCreator(ISSUER_NAME);
  doc.setProducer(ISSUER_NAME);
  doc.setLanguage(input.locale);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const id = createHash('sha256').update(input.number).update(input.credential).digest('hex').slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}

/** The QR code as filled squares, one rectangle per run of dark modules, in one path. */
function drawQr(page: PDFPage, url: string, x: number, y: number) {
  const matrix = qrMatrix(url);
  const module = QR_SIZE / matrix.length;
  const top = y + QR_SIZE;
  page.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    ...darkRuns(matrix).map(([row, column, length]) =>
      rectangle(x + column * module, top - (row + 1) * module, length * module, module),
    ),
    fill(),
    popGraphicsState(),
  );
}

type Align = 'left' | 'center';

/** Text on the page: lines, centred lines, wrapped paragraphs and label–value rows; each answers the y below it. */
function writer(page: PDFPage, font: PDFFont) {
  const color = rgb(0.1, 0.1, 0.12);
  const line = (text: string, size: number, x: number, y: number, tint = color) => {
    page.drawText(text, { x, y, size, font, color: tint });
    return y - size * 1.3;
  };
  const centered = (text: string, size: number, y: number, tint = color) =>
    line(text, size, (A4.width - font.widthOfTextAtSize(text, size)) / 2, y, tint);
  const lines = (text: string, size: number, width: number): string[] => {
    const result: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        result.push(current);
        current = word;
      } else current = next;
    }
    return [...result, current];
  };
  const wrapped = (text: string, size: number, y: number, align: Align, width = A4.width - 2 * MARGIN, tint = color) =>
    lines(text, size, width).reduce(
      (at, part) => (align === 'center' ? centered(part, size, at, tint) : line(part, size, MARGIN, at, tint)),
      y,
    );
  const row = (label: string, value: string, y: number) => {
    line(label, 11, MARGIN, y, MUTED);
    return lines(value, 12, A4.width - 2 * MARGIN - 170).reduce((at, part) => line(part, 12, MARGIN + 170, at), y);
  };
  return { line, centered, wrapped, row };
}
