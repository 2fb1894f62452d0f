import { uploadsBucket } from '#lib/s3';

/** Checked files never change: each gets a new name. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Size and version (ETag) of an object, or `undefined` when there is none. */
export async function headObject(key: string): Promise<{ size: number; etag: string | undefined } | undefined> {
  const { sdk, client, name } = await uploadsBucket();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: name, Key: key }));
    return { size: head.ContentLength ?? 0, etag: head.ETag };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Which of `keys` name an object (one HEAD per distinct key, in parallel). */
export async function existingKeys(keys: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(keys)];
  const heads = await Promise.all(distinct.map((key) => headObject(key)));
  return new Set(distinct.filter((_, index) => heads[index]));
}

/**
 * An object's bytes, of the version `etag` only when given (a file swapped
 * after its check is not read); only the first `count` (a ranged GET) when given.
 */
export async function readObject(key: string, etag?: string, count?: number): Promise<Uint8Array> {
  const { sdk, client, name } = await uploadsBucket();
  const range = count === undefined ? undefined : `bytes=0-${count - 1}`;
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: name, Key: key, Range: range, IfMatch: etag }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** An object's bytes, or `undefined` when there is none (one GET: a cache's lookup and read at once). */
export async function readObjectIfAny(key: string): Promise<Uint8Array | undefined> {
  try {
    return await readObject(key);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Stores a checked file with its type and a long cache life. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { sdk, client, name } = await uploadsBucket();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: name,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: CACHE_CONTROL,
    }),
  );
}

/**
 * Copies an object (of version `etag` only, so a file swapped after its check
 * is not copied) and gives the copy its checked type and a long cache life:
 * every checked file gets a new name, so it never changes.
 */
export async function copyObject(from: string, to: string, contentType: string, etag?: string): Promise<void> {
  const { sdk, client, name } = await uploadsBucket();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: name,
      CopySource: `${name}/${from.split('/').map(encodeURIComponent).join('/')}`,
      CopySourceIfMatch: etag,
      Key: to,
      ContentType: contentType,
      CacheControl: CACHE_CONTROL,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** Deletes an object; deleting one that is not there is not an error (S3 answers 204 alike). */
export async function deleteObject(key: string): Promise<void> {
  const { sdk, client, name } = await uploadsBucket();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: name, Key: key }));
}

/** S3 refused a read or copy pinned to an ETag: the object was replaced after it was looked at. */
export function isReplacedMeanwhile(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'PreconditionFailed' || $metadata?.httpStatusCode === 412;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/**
 * A link that reads one private object for `seconds` (a presigned GET), which the browser saves as
 * `filename`. The presigner is imported here, lazily, like the S3 client: only the routes that link need it.
 */
export async function readLink(key: string, filename: string, seconds: number): Promise<string> {
  const [{ getSignedUrl }, { sdk, client, name }] = await Promise.all([
    import('@aws-sdk/s3-request-presigner'),
    uploadsBucket(),
  ]);
  const disposition = `attachment; filename="${filename}"`;
  const read = new sdk.GetObjectCommand({ Bucket: name, Key: key, ResponseContentDisposition: disposition });
  return getSignedUrl(client, read, { expiresIn: seconds });
}
