import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '#http/errors';
import type { Locale } from '@migralink/shared/locales';
import { copyObject, deleteObject, headObject, isReplacedMeanwhile, putObject, readObject } from './bucket';
import { finalKey, parseTmpKey, publicPath } from './keys';
import { detectFileType, SIGNATURE_BYTES } from './magic-bytes';
import { uploadMessages } from './messages';
import { isImageType, isPublic, UPLOAD_RULES, type FileType, type UploadPurpose } from './purposes';
import { reencodeImage } from './reencode';

export interface AcceptUpload {
  /** The temporary key the browser uploaded to. */
  key: string;
  purpose: UploadPurpose;
  /** The signed-in caller: only the user who asked for the ticket may claim the upload. */
  callerId: string;
  /** Whose folder the checked file goes to (a company's, say); the caller's by default. */
  ownerId?: string;
  locale: Locale;
}

export interface AcceptedFile {
  /** Where the checked file is now. */
  key: string;
  /** Its public path (`/media/…`), or null when the purpose is not public. */
  path: string | null;
  type: FileType;
  /** Its size in bytes as stored (an image's new encoding). */
  size: number;
}

/**
 * The check after upload, the one that counts (the local stand-in enforces no
 * policy, and in AWS the policy trusts the declared type): the upload must be
 * the caller's and of this purpose; its size within the limit; its first bytes
 * those of an allowed type; an image must decode. A file that fails is deleted
 * and refused with 422 `upload_rejected`. An image is stored as it is encoded
 * again (its pixels only, scaled down to the purpose's size: `reencode.ts`),
 * never as uploaded; a PDF is copied. Either gets the type its bytes prove, and
 * the temporary object is deleted.
 */
export async function acceptUpload(input: AcceptUpload): Promise<AcceptedFile> {
  const tmp = parseTmpKey(input.key);
  if (!tmp) throw new ValidationError({ key: [uploadMessages.notAnUpload(input.locale)] });
  if (tmp.ownerId !== input.callerId) throw new ForbiddenError();
  if (tmp.purpose !== input.purpose) throw new ValidationError({ key: [uploadMessages.wrongPurpose(input.locale)] });

  const rule = UPLOAD_RULES[input.purpose];
  const head = await headObject(input.key);
  if (!head) throw new NotFoundError();
  try {
    const type = head.size >= 1 && head.size <= rule.maxBytes ? await typeOf(input.key, head.etag) : undefined;
    if (!type || !rule.types.includes(type)) throw new HttpError(422, 'upload_rejected');
    const key = finalKey(input.purpose, input.ownerId ?? input.callerId, type);
    const size = await store(input.key, key, type, rule.maxSide, head.etag, head.size);
    await deleteObject(input.key);
    return { key, path: isPublic(input.purpose) ? publicPath(key) : null, type, size };
  } catch (error) {
    // A file swapped in after the HEAD is refused like a bad one.
    if (!(error instanceof HttpError) && !isReplacedMeanwhile(error)) throw error;
    await deleteObject(input.key);
    throw error instanceof HttpError ? error : new HttpError(422, 'upload_rejected', { cause: error });
  }
}

async function typeOf(key: string, etag: string | undefined): Promise<FileType | undefined> {
  return detectFileType(await readObject(key, etag, SIGNATURE_BYTES));
}

/**
 * Puts a checked file in its place: an image as it is encoded again (`reencode.ts`), a PDF copied (of
 * `size`, as uploaded). Answers the size stored.
 */
async function store(
  from: string,
  to: string,
  type: FileType,
  maxSide: number,
  etag: string | undefined,
  size: number,
) {
  if (!isImageType(type)) {
    await copyObject(from, to, type, etag);
    return size;
  }
  const image = await reencodeImage(await readObject(from, etag), type, maxSide);
  if (!image) throw new HttpError(422, 'upload_rejected');
  await putObject(to, image, type);
  return image.byteLength;
}
