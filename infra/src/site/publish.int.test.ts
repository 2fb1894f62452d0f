import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSite, type PublishTarget } from './publish';

/** A built site in a temporary folder; `write` changes or adds one of its files. */
const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
const write = (key: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
  writeFileSync(path.join(dir, key), text);
};

const client = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: 'us-east-1' });
const bucket = `site-${Date.now()}`;
const invalidated: string[][] = [];
const target: PublishTarget = { client, bucket, invalidate: async (paths) => void invalidated.push([...paths]) };

const read = async (key: string) => {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { text: await object.Body?.transformToString(), type: object.ContentType };
};

beforeAll(async () => {
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  write('en/index.html', '<h1>Home</h1>');
  write('en/about/index.html', '<h1>About</h1>');
  write('_astro/island.A1.js', 'export {}');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('publishing the built site into its bucket', () => {
  it('uploads every file the first time, each with its media type', async () => {
    const plan = await publishSite(dir, target);
    expect(plan.upload).toHaveLength(3);
    await expect(read('en/about/index.html')).resolves.toEqual({
      text: '<h1>About</h1>',
      type: 'text/html; charset=utf-8',
    });
    expect((await read('_astro/island.A1.js')).type).toBe('text/javascript; charset=utf-8');
  });

  it('uploads nothing and invalidates nothing when the next build made the same bytes', async () => {
    invalidated.length = 0;
    const plan = await publishSite(dir, target);
    expect(plan).toEqual({ upload: [], remove: [], invalidate: [] });
    expect(invalidated).toEqual([]);
  });

  it('uploads only a changed page, removes a page that is gone and invalidates both paths', async () => {
    write('en/about/index.html', '<h1>About us</h1>');
    rmSync(path.join(dir, 'en/index.html'));
    const plan = await publishSite(dir, target);
    expect(plan.upload).toEqual(['en/about/index.html']);
    expect(plan.remove).toEqual(['en/index.html']);
    expect(invalidated).toEqual([['/en/about/index.html', '/en/index.html']]);
    expect((await read('en/about/index.html')).text).toBe('<h1>About us</h1>');
    await expect(read('en/index.html')).rejects.toThrow();
  });
});
