import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getProfile, requestUpload, uploadAvatar } from '@migralink/shared/api/accounts';
import type { RouteInput } from '@migralink/shared/route';
import { uploadTicket } from '@migralink/shared/schemas/auth';
import { RATE_LIMITS } from '#http/limits';
import { getUser } from '#data/users';
import { UPLOAD_RULES } from '#uploads/purposes';
import { imageFacts, imageOf, jpegWithGps, PNG_END, pngHeaderThenText, pngWithHtml } from '#uploads/test-images';
import { signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, randomIp, type Caller } from '#testing/call';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = await imageOf('jpeg');
const TEXT = Buffer.from('just some text, not an image at all\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90), Buffer.from('This program cannot be run')]);

type Ticket = z.infer<typeof uploadTicket>;

const askTicket = (caller: Caller, body: RouteInput<typeof requestUpload>['body']) =>
  callRoute(requestUpload, { body }, caller);
const confirmAvatar = (caller: Caller, key: string) => callRoute(uploadAvatar, { body: { key } }, caller);

/** The browser's part: a multipart POST of the ticket's fields, then the file, straight to the bucket. */
async function uploadWith(ticket: Ticket, file: Buffer, type: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'upload.bin');
  return (await fetch(ticket.url, { method: 'POST', body: form })).status;
}

/** Asks for an avatar ticket and uploads `file` with it; answers the ticket. */
async function uploaded(caller: Caller, file: Buffer, declared = 'image/png'): Promise<Ticket> {
  const body = { purpose: 'avatar', content_type: declared, size: file.length } as const;
  const ticket = (await callOk(requestUpload, { body }, caller)).data;
  expect(await uploadWith(ticket, file, declared)).toBeLessThan(300);
  return ticket;
}

/** Confirms an uploaded avatar and answers the path it is kept at. */
const avatarPath = async (caller: Caller, key: string) =>
  (await callOk(uploadAvatar, { body: { key } }, caller)).data.filePath;

/** The object as the stand-in stores it (read without our code). */
async function stored(key: string) {
  const response = await fetch(`${process.env.S3_ENDPOINT}/${process.env.UPLOADS_BUCKET}/${key}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('POST /v1/uploads', () => {
  it('answers a presigned browser POST to a fresh temporary key of the caller, valid for five minutes', async () => {
    const caller = await signedInUser();
    const response = await askTicket(caller, { purpose: 'avatar', content_type: 'image/png', size: 1234 });
    expectStatus(response, 201);
    expect(z.safeParse(uploadTicket, response.body.data).success).toBe(true);
    const ticket: Ticket = response.body.data;
    expect(ticket.key).toMatch(new RegExp(`^tmp/avatar/${caller.user.id}/[0-9a-f-]{36}$`));
    expect(ticket.url).toBe(`${process.env.S3_ENDPOINT}/${process.env.UPLOADS_BUCKET}`);
    expect(ticket.fields).toMatchObject({ key: ticket.key, 'Content-Type': 'image/png' });
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, UPLOAD_RULES.avatar.maxBytes],
        ['eq', '$Content-Type', 'image/png'],
        { key: ticket.key },
      ]),
    );
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    expect(Math.abs(Date.parse(ticket.expires_at) - Date.parse(policy.expiration))).toBeLessThan(2000);
    const again = await askTicket(caller, { purpose: 'avatar', content_type: 'image/png', size: 1234 });
    expectStatus(again, 201);
    expect(again.body.data.key).not.toBe(ticket.key);
  });

  it.each([
    ['a size above the purpose limit', { content_type: 'image/png', size: UPLOAD_RULES.avatar.maxBytes + 1 }, ['size']],
    ['a type the purpose does not allow', { content_type: 'application/x-msdownload', size: 100 }, ['content_type']],
    ['SVG, which can carry script', { content_type: 'image/svg+xml', size: 100 }, ['content_type']],
    ['an empty file', { content_type: 'image/png', size: 0 }, ['size']],
    ['a size that is not a whole number', { content_type: 'image/png', size: 1.5 }, ['size']],
    ['both a wrong type and a size too large', { content_type: 'text/plain', size: 10 ** 9 }, ['content_type', 'size']],
  ])('refuses %s with 422 per field', async (_, declared, fields) => {
    const response = await callRoute(
      requestUpload,
      { raw: { body: { purpose: 'avatar', ...declared } } },
      await signedInUser(),
    );
    expectStatus(response, 422);
    expect(response.body.error_code).toBe('validation_failed');
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(fields);
  });

  it('refuses an unknown purpose', async () => {
    const response = await callRoute(
      requestUpload,
      { raw: { body: { purpose: 'anything', content_type: 'image/png', size: 10 } } },
      await signedInUser(),
    );
    expectStatus(response, 422);
    expect(Object.keys(response.body.errors ?? {})).toEqual(['purpose']);
  });

  it('lets a certificate document be a larger PDF than an avatar may be', async () => {
    const caller = await signedInUser();
    const size = UPLOAD_RULES.avatar.maxBytes + 1;
    const { status } = await askTicket(caller, {
      purpose: 'certificate_document',
      content_type: 'application/pdf',
      size,
    });
    expect(status).toBe(201);
  });

  it('answers no token with 401', async () => {
    const response = await askTicket({}, { purpose: 'avatar', content_type: 'image/png', size: 10 });
    expect(response).toMatchObject({ status: 401, body: { code: 401, error_code: 'unauthenticated' } });
  });
});

describe('POST /v1/uploads, asked again and again', () => {
  const ticketBody = { purpose: 'avatar', content_type: 'image/png', size: 10 * 1024 } as const;
  /** Asks `count` tickets one after the other (each from its own address unless `ip` is given); answers the statuses. */
  async function askMany(caller: Caller, count: number, ip?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++)
      statuses.push((await callRoute(requestUpload, { body: ticketBody, ip }, caller)).status);
    return statuses;
  }
  const expectRefused = (response: Awaited<ReturnType<typeof askTicket>>) => {
    expectStatus(response, 429);
    expect(response.body.error_code).toBe('rate_limited');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.uploadTicketUser.windowSeconds);
  };

  it(`refuses a user's ticket past ${RATE_LIMITS.uploadTicketUser.limit} in ten minutes with 429 and Retry-After, from any address`, async () => {
    const caller = await signedInUser();
    const { limit } = RATE_LIMITS.uploadTicketUser;
    expect(new Set(await askMany(caller, limit))).toEqual(new Set([201]));
    expectRefused(await callRoute(requestUpload, { body: ticketBody }, caller));
    // Another user is not held back by it.
    expect((await askTicket(await signedInUser(), ticketBody)).status).toBe(201);
  });

  it(`refuses tickets from one address past ${RATE_LIMITS.uploadTicketIp.limit} in ten minutes, whoever asks`, async () => {
    const ip = randomIp();
    const { limit } = RATE_LIMITS.uploadTicketIp;
    const perUser = RATE_LIMITS.uploadTicketUser.limit;
    const users = await Promise.all(Array.from({ length: Math.ceil(limit / perUser) + 1 }, () => signedInUser()));
    for (const [index, user] of users.slice(0, -1).entries()) {
      const count = Math.min(perUser, limit - index * perUser);
      expect(new Set(await askMany(user, count, ip))).toEqual(new Set([201]));
    }
    expectRefused(await callRoute(requestUpload, { body: ticketBody, ip }, users.at(-1)!));
    // The refused ticket counted nothing against that user: elsewhere it gets one.
    expect((await callRoute(requestUpload, { body: ticketBody }, users.at(-1)!)).status).toBe(201);
  });
});

describe('POST /v1/auth/avatar', () => {
  it('checks the uploaded PNG, moves it under media/ and makes it the avatar', async () => {
    const caller = await signedInUser();
    const { user } = caller;
    const ticket = await uploaded(caller, PNG);
    expect((await stored(ticket.key)).status).toBe(200);

    const response = await confirmAvatar(caller, ticket.key);
    expectStatus(response, 200);
    const { filePath } = response.body.data;
    expect(filePath).toMatch(new RegExp(`^/media/avatars/${user.id}/[0-9a-f-]{36}\\.png$`));

    const file = await stored(filePath.slice(1));
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(await imageFacts(file.bytes)).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await stored(ticket.key)).status).toBe(404);
    expect((await getUser(user.id))?.avatar).toBe(filePath);
    const profile = await callRoute(getProfile, {}, caller);
    expectStatus(profile, 200);
    expect(profile.body.data.avatar).toBe(filePath);
  });

  it('deletes the previous avatar file when a new one replaces it', async () => {
    const caller = await signedInUser();
    const { user } = caller;
    const first = await avatarPath(caller, (await uploaded(caller, PNG)).key);
    const second = await avatarPath(caller, (await uploaded(caller, PNG)).key);
    expect(second).not.toBe(first);
    expect((await stored(first.slice(1))).status).toBe(404);
    expect((await stored(second.slice(1))).status).toBe(200);
    expect((await getUser(user.id))?.avatar).toBe(second);
  });

  it('stores an image by the type its bytes prove, not the one declared', async () => {
    const caller = await signedInUser();
    const filePath = await avatarPath(caller, (await uploaded(caller, JPEG, 'image/png')).key);
    expect(filePath).toMatch(/\.jpg$/);
    expect((await stored(filePath.slice(1))).type).toBe('image/jpeg');
  });

  it('stores a PNG followed by HTML as a clean PNG: nothing after its end, served as an image', async () => {
    const caller = await signedInUser();
    const filePath = await avatarPath(caller, (await uploaded(caller, await pngWithHtml())).key);
    const file = await stored(filePath.slice(1));
    expect(file.type).toBe('image/png');
    expect(file.bytes.subarray(-PNG_END.length).equals(PNG_END)).toBe(true);
    expect(file.bytes.toString('latin1')).not.toMatch(/html|script/i);
    expect(await imageFacts(file.bytes)).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it('stores a photo without its EXIF: no GPS position, no camera', async () => {
    const caller = await signedInUser();
    const photo = await jpegWithGps();
    expect((await imageFacts(photo)).exif).toBeDefined();
    const filePath = await avatarPath(caller, (await uploaded(caller, photo, 'image/jpeg')).key);
    const file = await stored(filePath.slice(1));
    expect(file.type).toBe('image/jpeg');
    expect(await imageFacts(file.bytes)).toMatchObject({ format: 'jpeg', width: 16, height: 12, exif: undefined });
    expect(file.bytes.toString('latin1')).not.toMatch(/Exif|GPS|PhoneMaker/);
  });

  it('scales an image larger than the purpose allows down to its longest side', async () => {
    const caller = await signedInUser();
    const filePath = await avatarPath(caller, (await uploaded(caller, await imageOf('png', 2048, 1024))).key);
    expect(await imageFacts((await stored(filePath.slice(1))).bytes)).toMatchObject({
      width: UPLOAD_RULES.avatar.maxSide,
      height: UPLOAD_RULES.avatar.maxSide / 2,
    });
  });

  it.each([
    ['a text file', TEXT],
    ['a Windows executable', EXE],
    ['a file that is no image after a valid PNG signature', pngHeaderThenText()],
  ])('refuses %s declared as image/png with 422 upload_rejected and deletes it', async (_, file) => {
    const caller = await signedInUser();
    const { user } = caller;
    const ticket = await uploaded(caller, file, 'image/png');
    const { status, body } = await confirmAvatar(caller, ticket.key);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'upload_rejected', message: expect.any(String) });
    expect((await stored(ticket.key)).status).toBe(404);
    expect((await getUser(user.id))?.avatar).toBeNull();
  });

  it('refuses a file larger than the limit that was declared small (the stand-in enforces no policy)', async () => {
    const caller = await signedInUser();
    const { user } = caller;
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_RULES.avatar.maxBytes)]);
    const ask = await askTicket(caller, { purpose: 'avatar', content_type: 'image/png', size: PNG.length });
    expectStatus(ask, 201);
    const ticket = ask.body.data;
    expect(await uploadWith(ticket, big, 'image/png')).toBeLessThan(300);
    const response = await confirmAvatar(caller, ticket.key);
    expectStatus(response, 422);
    expect(response.body.error_code).toBe('upload_rejected');
    expect((await stored(ticket.key)).status).toBe(404);
    expect((await getUser(user.id))?.avatar).toBeNull();
  });

  it("never lets a user claim another user's upload, and leaves that upload alone", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const ticket = await uploaded(owner, PNG);
    const response = await confirmAvatar(other, ticket.key);
    expectStatus(response, 403);
    expect(response.body.error_code).toBe('forbidden');
    expect((await stored(ticket.key)).status).toBe(200);
    expect((await getUser(other.user.id))?.avatar).toBeNull();
    expect((await confirmAvatar(owner, ticket.key)).status).toBe(200);
  });

  it('refuses an upload made for another purpose', async () => {
    const caller = await signedInUser();
    const response = await confirmAvatar(caller, `tmp/company_logo/${caller.user.id}/${randomUUID()}`);
    expect(response).toMatchObject({ status: 422, body: { errors: { key: [expect.any(String)] } } });
  });

  it('answers 404 for a key nothing was uploaded to, and for one already confirmed', async () => {
    const caller = await signedInUser();
    expect((await confirmAvatar(caller, `tmp/avatar/${caller.user.id}/${randomUUID()}`)).status).toBe(404);
    const ticket = await uploaded(caller, PNG);
    expect((await confirmAvatar(caller, ticket.key)).status).toBe(200);
    expect((await confirmAvatar(caller, ticket.key)).status).toBe(404);
  });

  it.each(['media/avatars/x/y.png', 'tmp/avatar/../../media/x', '../etc/passwd', ''])(
    'refuses %j as a key with 422',
    async (key) => {
      expect(await confirmAvatar(await signedInUser(), key)).toMatchObject({
        status: 422,
        body: { errors: { key: expect.any(Array) } },
      });
    },
  );

  it('answers no token with 401', async () => {
    const response = await confirmAvatar({}, `tmp/avatar/${randomUUID()}/${randomUUID()}`);
    expect(response).toMatchObject({ status: 401, body: { error_code: 'unauthenticated' } });
  });
});
