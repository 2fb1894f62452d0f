import { createRequire } from 'node:module';
import type { Sharp as Image } from 'sharp';
import type sharpModule from 'sharp';
import type { ImageType } from './purposes';

/**
 * The most pixels (width × height) an upload may decode to. A few kilobytes of
 * PNG can claim gigapixels (a decompression bomb); 40 megapixels is more than
 * the largest phone photo, and decodes within the function's memory.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

type Sharp = typeof sharpModule;

let loaded: Sharp | undefined;

/**
 * sharp (libvips), loaded on first use, so only an upload's check pays for it.
 * Required, not imported: in Lambda it comes from a layer built for the
 * functions' platform (`/opt/nodejs/node_modules`), which Node finds through
 * `NODE_PATH`, and only `require` reads `NODE_PATH`. libvips may load the
 * three accepted formats only (never SVG, TIFF, PDF, HEIF… whatever its
 * sniffing finds), and its cache is off: a function decodes each image once.
 */
function sharp(): Sharp {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('sharp') as Sharp;
    loaded.block({ operation: ['VipsForeignLoad'] });
    loaded.unblock({ operation: LOADERS });
    loaded.cache(false);
  }
  return loaded;
}

/** libvips' loaders of the accepted formats, from memory. */
const LOADERS = ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'];

/** What libvips calls each type, and how it is written again. */
const FORMATS: Record<ImageType, { format: string; encode: (image: Image) => Image }> = {
  'image/jpeg': { format: 'jpeg', encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }) },
  'image/png': { format: 'png', encode: (image) => image.png() },
  'image/webp': { format: 'webp', encode: (image) => image.webp({ quality: 85 }) },
};

/**
 * The image decoded and encoded again in its own format, so that nothing but
 * its pixels survives: bytes after the image's end (a PNG followed by HTML),
 * EXIF (GPS position, camera, time), XMP, comments and colour profiles are
 * gone. Its EXIF orientation is applied first, so a photo stands as it was
 * taken; an image longer than `maxSide` on either side is scaled down to it; an
 * animated one keeps its first frame. `undefined` when the bytes do not decode
 * as `type` (cut short, not an image after a valid header) or would decode to
 * more than `MAX_INPUT_PIXELS`.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ImageType,
  maxSide: number,
): Promise<Uint8Array | undefined> {
  const { format, encode } = FORMATS[type];
  try {
    const image = sharp()(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    if ((await image.metadata()).format !== format) return undefined;
    const fitted = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return new Uint8Array(await encode(fitted).toBuffer());
  } catch {
    // libvips refuses what it cannot decode (or what is too large) with a plain Error: the file is bad.
    return undefined;
  }
}
