import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, reencodeImage } from './reencode';
import { imageFacts, imageOf, jpegWithGps, PNG_END, pngClaiming, pngHeaderThenText, pngWithHtml } from './test-images';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('reencodeImage', () => {
  it('keeps only the pixels of a PNG followed by HTML: a clean PNG that ends with its last chunk', async () => {
    const out = (await reencodeImage(await pngWithHtml(), 'image/png', 1024))!;
    expect(Buffer.from(out.subarray(-PNG_END.length)).equals(PNG_END)).toBe(true);
    expect(text(out)).not.toMatch(/html|script/i);
    expect(await imageFacts(out)).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it('drops the EXIF of a photo, GPS position and camera included', async () => {
    const photo = await jpegWithGps();
    expect((await imageFacts(photo)).exif).toBeDefined();
    const out = (await reencodeImage(photo, 'image/jpeg', 1024))!;
    expect(await imageFacts(out)).toMatchObject({ format: 'jpeg', exif: undefined, xmp: undefined, icc: undefined });
    expect(text(out)).not.toMatch(/Exif|PhoneMaker|GPS/);
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpeg'],
    ['image/webp', 'webp'],
  ] as const)('keeps %s in its format', async (type, format) => {
    const out = (await reencodeImage(await imageOf(format), type, 1024))!;
    expect((await imageFacts(out)).format).toBe(format);
  });

  it('scales an image down to the longest side allowed, keeping its proportions, and never up', async () => {
    expect(await imageFacts((await reencodeImage(await imageOf('png', 3000, 1500), 'image/png', 1024))!)).toMatchObject(
      { width: 1024, height: 512 },
    );
    expect(await imageFacts((await reencodeImage(await imageOf('png', 30, 20), 'image/png', 1024))!)).toMatchObject({
      width: 30,
      height: 20,
    });
  });

  it(`refuses an image that would decode to more than ${MAX_INPUT_PIXELS / 1e6} megapixels (a decompression bomb)`, async () => {
    const bomb = await pngClaiming(8000, 6000);
    expect(bomb.length).toBeLessThan(200);
    expect(await reencodeImage(bomb, 'image/png', 1024)).toBeUndefined();
  });

  it('refuses bytes that are not an image after a valid signature, and a cut-short image', async () => {
    expect(await reencodeImage(pngHeaderThenText(), 'image/png', 1024)).toBeUndefined();
    const jpeg = await imageOf('jpeg', 64, 64);
    expect(await reencodeImage(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg', 1024)).toBeUndefined();
  });

  it('refuses an image of another format than the one its signature proved', async () => {
    expect(await reencodeImage(await imageOf('jpeg'), 'image/png', 1024)).toBeUndefined();
  });

  it('never decodes formats outside the three, whatever libvips could read (GIF, SVG)', async () => {
    expect(await reencodeImage(await imageOf('gif'), 'image/png', 1024)).toBeUndefined();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>1</script></svg>');
    expect(await reencodeImage(svg, 'image/png', 1024)).toBeUndefined();
  });
});
