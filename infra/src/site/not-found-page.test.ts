import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, SOURCE, notFoundPageKey } from './not-found-page';

describe('notFoundPageKey', () => {
  it.each([
    ['/ru/company/acme-1f2e3d4c/', 'ru/404/index.html'],
    ['/uk/companies/portugal/', 'uk/404/index.html'],
    ['/en/', 'en/404/index.html'],
    ['/de/anything/', NOT_FOUND_PAGE],
    ['/favicon.ico', NOT_FOUND_PAGE],
    ['/', NOT_FOUND_PAGE],
  ])('answers %s with %s', (pathname, key) => {
    expect(notFoundPageKey(pathname)).toBe(key);
  });
});

/** The function's inline code run as Lambda runs it, with an S3 client that serves a page per key. */
function notFoundFunction() {
  const reads: string[] = [];
  class GetObjectCommand {
    constructor(readonly input: { Key: string }) {}
  }
  class S3Client {
    async send(command: GetObjectCommand) {
      reads.push(command.input.Key);
      return { Body: { transformToString: async () => `<html>${command.input.Key}</html>` } };
    }
  }
  const module = {
    exports: {} as { handler: (event: { rawPath: string }) => Promise<{ statusCode: number; body: string }> },
  };
  runInNewContext(SOURCE, {
    require: () => ({ S3Client, GetObjectCommand }),
    exports: module.exports,
    module,
    process: { env: { BUCKET: 'site', PAGE: NOT_FOUND_PAGE } },
  });
  return { handler: module.exports.handler, reads };
}

describe('the not-found function', () => {
  it('answers 404 with the page of the address’s language, as notFoundPageKey names it, each read once', async () => {
    const { handler, reads } = notFoundFunction();
    for (const rawPath of ['/ru/company/new-1f2e3d4c/', '/de/x/', '/ru/other/', '/uk/']) {
      const answer = await handler({ rawPath });
      expect(answer).toMatchObject({ statusCode: 404, body: `<html>${notFoundPageKey(rawPath)}</html>` });
    }
    expect(reads).toEqual(['ru/404/index.html', NOT_FOUND_PAGE, 'uk/404/index.html']);
  });
});
