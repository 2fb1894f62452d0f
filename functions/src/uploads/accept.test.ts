import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

// The bucket's name is configuration, read on import.
process.env.UPLOADS_BUCKET ??= 'unit-test-uploads';
const { acceptUpload } = await import('./accept');

const s3 = mockClient(S3Client);
const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const key = 'tmp/avatar/user-1/3f1c2a4e-1111-4222-8333-944455556666';
const preconditionFailed = () =>
  new S3ServiceException({
    name: 'PreconditionFailed',
    $fault: 'client',
    $metadata: { httpStatusCode: 412 },
    message: 'At least one of the pre-conditions you specified did not hold',
  });

beforeEach(() => {
  s3.reset();
  s3.on(HeadObjectCommand).resolves({ ContentLength: 1000, ETag: '"v1"' });
  s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PNG_HEAD } as never });
  s3.on(DeleteObjectCommand).resolves({});
});

/** A file replaced between the check and the copy cannot happen on s3rver (it ignores If-Match): mocked here. */
describe('acceptUpload when the file is replaced after its check', () => {
  it('reads and copies only the version it checked', async () => {
    s3.on(CopyObjectCommand).resolves({});
    await acceptUpload({ key, purpose: 'avatar', callerId: 'user-1', locale: 'en' });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toMatchObject({ IfMatch: '"v1"', Range: 'bytes=0-15' });
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input).toMatchObject({
      CopySourceIfMatch: '"v1"',
      ContentType: 'image/png',
      MetadataDirective: 'REPLACE',
    });
  });

  it.each([
    ['before the bytes are read', GetObjectCommand],
    ['between the check and the copy', CopyObjectCommand],
  ])('refuses it %s with 422 upload_rejected and deletes it', async (_, command) => {
    s3.on(CopyObjectCommand).resolves({});
    s3.on(command as typeof GetObjectCommand).rejects(preconditionFailed());
    await expect(acceptUpload({ key, purpose: 'avatar', callerId: 'user-1', locale: 'en' })).rejects.toMatchObject({
      statusCode: 422,
      errorCode: 'upload_rejected',
    });
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([key]);
  });

  it('lets any other S3 failure through as a server error, touching nothing else', async () => {
    s3.on(CopyObjectCommand).rejects(new Error('S3 is down'));
    await expect(acceptUpload({ key, purpose: 'avatar', callerId: 'user-1', locale: 'en' })).rejects.toThrow(
      'S3 is down',
    );
    expect(s3.commandCalls(DeleteObjectCommand)).toEqual([]);
  });
});
