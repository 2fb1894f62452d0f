/**
 * The signed credential a certificate's PDF carries, found without a PDF library (the verification page
 * runs this in the browser on a dropped file). The PDF attaches it as an embedded file of media type
 * `application/vc+jwt` (`functions/src/certificates/pdf.ts`); its stream is found by that type, its
 * bytes cut by the stream's `/Length` and inflated when `FlateDecode` with the platform's own
 * `DecompressionStream`. A file without one (or with a broken one) answers `undefined`.
 */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export async function credentialInPdf(bytes: Uint8Array): Promise<string | undefined> {
  // One character per byte, so positions in the text are positions in the bytes.
  const text = new TextDecoder('latin1').decode(bytes);
  for (const match of text.matchAll(/\/Type\s*\/EmbeddedFile(?![A-Za-z])/g)) {
    const stream = embeddedStream(text, match.index);
    if (!stream || stream.mediaType !== CREDENTIAL_MEDIA_TYPE) continue;
    const data = bytes.subarray(stream.start, stream.start + stream.length);
    const credential = await readable(data, stream.filter);
    if (credential && JWT.test(credential)) return credential;
  }
  return undefined;
}

interface EmbeddedStream {
  mediaType: string | undefined;
  filter: string | undefined;
  start: number;
  length: number;
}

/** The stream whose dictionary holds the position `at`: its media type, filter and bytes' place. */
function embeddedStream(text: string, at: number): EmbeddedStream | undefined {
  const dictionary = text.slice(text.lastIndexOf(' obj', at), at + 1);
  const keyword = /[\s>]stream(\r\n|\n)/g;
  keyword.lastIndex = at;
  const found = keyword.exec(text);
  if (!found) return undefined;
  const whole = dictionary + text.slice(at + 1, found.index + 1);
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(whole)?.[1];
  if (!length) return undefined;
  return {
    mediaType: pdfName(/\/Subtype\s*\/([^\s/<>[\]()]+)/.exec(whole)?.[1]),
    filter: /\/Filter\s*\[?\s*\/([A-Za-z]+)\s*\]?/.exec(whole)?.[1],
    start: found.index + found[0].length,
    length: Number(length),
  };
}

/** A PDF name as text (`application#2Fvc+jwt` → `application/vc+jwt`). */
const pdfName = (name: string | undefined) =>
  name?.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function readable(data: Uint8Array, filter: string | undefined): Promise<string | undefined> {
  try {
    if (filter === undefined) return new TextDecoder().decode(data).trim();
    if (filter !== 'FlateDecode') return undefined;
    const inflated = new Blob([data as Uint8Array<ArrayBuffer>])
      .stream()
      .pipeThrough(new DecompressionStream('deflate'));
    return new TextDecoder().decode(await new Response(inflated).arrayBuffer()).trim();
  } catch {
    return undefined;
  }
}
