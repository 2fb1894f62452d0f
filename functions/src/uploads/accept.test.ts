import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { imageFacts, imageOf, pngHeaderThenText } from './test-images';

// The bucket's name is configuration, read on import.
process.env.UPLOADS_BUCKET ??= 'unit-test-uploads';
const { acceptUpload } = await import('./accept');

const s3 = mockClient(S3Client);
const PNG = await imageOf('png');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const key = 'tmp/avatar/user-1/3f1c2a4e-1111-4222-8333-944455556666';
const documentKey = 'tmp/certificate_document/user-1/3f1c2a4e-1111-4222-8333-944455556666';
const preconditionFailed = () =>
  new S3ServiceException({
    name: 'PreconditionFailed',
    $fault: 'client',
    $metadata: { httpStatusCode: 412 },
    message: 'At least one of the pre-conditions you specified did not hold',
  });

/** The object S3 holds at the temporary key (a ranged GET gets it whole here: the check reads only its start). */
const holding = (bytes: Uint8Array) =>
  s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => bytes } as never });

const acceptAvatar = () => acceptUpload({ key, purpose: 'avatar', callerId: 'user-1', locale: 'en' });
const acceptDocument = () =>
  acceptUpload({ key: documentKey, purpose: 'certificate_document', callerId: 'user-1', locale: 'en' });
const deleted = () => s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);

beforeEach(() => {
  s3.reset();
  s3.on(HeadObjectCommand).resolves({ ContentLength: 1000, ETag: '"v1"' });
  holding(PNG);
  s3.on(DeleteObjectCommand).resolves({});
  s3.on(PutObjectCommand).resolves({});
  s3.on(CopyObjectCommand).resolves({});
});

describe('acceptUpload', () => {
  it('stores an image as encoded again, read only at the version it checked, and never copies the upload', async () => {
    const file = await acceptAvatar();
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ Key: key, IfMatch: '"v1"', Range: 'bytes=0-15' }),
      expect.objectContaining({ Key: key, IfMatch: '"v1"', Range: undefined }),
    ]);
    const [put] = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(put).toMatchObject({
      Key: file.key,
      ContentType: 'image/png',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await imageFacts(put!.Body as Uint8Array)).toMatchObject({ format: 'png', width: 8, height: 6 });
    expect(s3.commandCalls(CopyObjectCommand)).toEqual([]);
    expect(deleted()).toEqual([key]);
  });

  it('refuses an image that does not decode with 422 upload_rejected, stores nothing and deletes the upload', async () => {
    holding(pngHeaderThenText());
    await expect(acceptAvatar()).rejects.toMatchObject({ statusCode: 422, errorCode: 'upload_rejected' });
    expect(s3.commandCalls(PutObjectCommand)).toEqual([]);
    expect(deleted()).toEqual([key]);
  });

  it('copies a PDF, at the version it checked, with the type its bytes prove', async () => {
    holding(PDF);
    await acceptDocument();
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toMatchObject({
      CopySourceIfMatch: '"v1"',
      ContentType: 'application/pdf',
      MetadataDirective: 'REPLACE',
    });
    expect(s3.commandCalls(PutObjectCommand)).toEqual([]);
  });
});

/** A file replaced between the check and its use cannot happen on s3rver (it ignores If-Match): mocked here. */
describe('acceptUpload when the file is replaced after its check', () => {
  it.each([
    [
      'an image before its first bytes are read',
      acceptAvatar,
      key,
      () => s3.on(GetObjectCommand).rejects(preconditionFailed()),
    ],
    [
      'an image between its check and its decoding',
      acceptAvatar,
      key,
      () =>
        s3
          .on(GetObjectCommand)
          .resolvesOnce({ Body: { transformToByteArray: async () => PNG } as never })
          .rejects(preconditionFailed()),
    ],
    [
      'a PDF between its check and its copy',
      acceptDocument,
      documentKey,
      () => {
        holding(PDF);
        s3.on(CopyObjectCommand).rejects(preconditionFailed());
      },
    ],
  ])('refuses %s with 422 upload_rejected and deletes it', async (_, accept, uploaded, replace) => {
    replace();
    await expect(accept()).rejects.toMatchObject({ statusCode: 422, errorCode: 'upload_rejected' });
    expect(deleted()).toEqual([uploaded]);
    expect(s3.commandCalls(PutObjectCommand)).toEqual([]);
  });

  it('lets any other S3 failure through as a server error, touching nothing else', async () => {
    s3.on(PutObjectCommand).rejects(new Error('S3 is down'));
    await expect(acceptAvatar()).rejects.toThrow('S3 is down');
    expect(deleted()).toEqual([]);
  });
});
