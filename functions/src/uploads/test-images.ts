import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images for the tests of the upload check, made with sharp as a browser's
 * file would be: real pixels, plus what an attacker adds.
 */

const RED = { r: 200, g: 40, b: 40 };

/** A plain image of `width` × `height` in `format`. */
export const imageOf = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 8, height = 6) =>
  sharp({ create: { width, height, channels: 3, background: RED } })
    .toFormat(format)
    .toBuffer();

/** The last chunk of every PNG (`IEND` and its CRC): nothing may follow it. */
export const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** A valid PNG with an HTML page after its end: a browser sniffing it would run the script. */
export const pngWithHtml = async () =>
  Buffer.concat([await imageOf('png'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

/** A JPEG photo as a phone takes it: EXIF with the camera, the time and the GPS position. */
export const jpegWithGps = async () =>
  sharp(await imageOf('jpeg', 16, 12))
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', DateTime: '2026:01:02 03:04:05' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .jpeg()
    .toBuffer();

/** A valid PNG signature followed by anything but a PNG. */
export const pngHeaderThenText = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not an image at all\n')]);

/**
 * A small PNG whose header claims `width` × `height` pixels (a decompression
 * bomb's header: its pixel data would have to be inflated to that size).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await imageOf('png', 1, 1));
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), …, CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** What a stored image is, as sharp reads it. */
export const imageFacts = async (bytes: Uint8Array) => {
  const { format, width, height, exif, xmp, icc } = await sharp(bytes).metadata();
  return { format, width, height, exif, xmp, icc };
};
