import { describe, expect, it, vi } from 'vitest';
import type { Route } from '@migralink/shared/route';
import type { callChecked } from '@/api/checked';
import { StorageUploadError } from '@/kit/problems';
import { sendToStorage, uploadAvatarFile, uploadFormData } from './upload';

const ticket = {
  url: 'http://127.0.0.1:4569/uploads',
  fields: { key: 'tmp/avatar/u-1/f-1', Policy: 'p', 'X-Amz-Signature': 's' },
  key: 'tmp/avatar/u-1/f-1',
  expires_at: '2026-11-23T12:00:00.000Z',
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('uploadFormData', () => {
  it('sends the ticket’s fields first and the file last', () => {
    const form = uploadFormData(ticket, png());
    expect([...form.keys()]).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect(form.get('Policy')).toBe('p');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});

describe('sendToStorage', () => {
  it('posts the form to the ticket’s URL', async () => {
    const doFetch = vi.fn(async () => new Response(null, { status: 204 }));
    await sendToStorage(ticket, png(), doFetch);
    expect(doFetch).toHaveBeenCalledWith(ticket.url, { method: 'POST', body: expect.any(FormData) });
  });

  it('reports storage refusing the file', async () => {
    const doFetch = async () => new Response('<Error><Code>EntityTooLarge</Code></Error>', { status: 400 });
    await expect(sendToStorage(ticket, png(), doFetch)).rejects.toEqual(new StorageUploadError(400));
  });

  it('reports no answer as status 0', async () => {
    const doFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendToStorage(ticket, png(), doFetch)).rejects.toMatchObject({ status: 0 });
  });
});

describe('uploadAvatarFile', () => {
  it('asks for a ticket, uploads, then confirms the key and returns the new path', async () => {
    const calls: { operationId: string; input: unknown }[] = [];
    const call = (async (route: Route, input: unknown) => {
      calls.push({ operationId: route.operationId, input });
      return route.operationId === 'requestUpload'
        ? { data: ticket }
        : { data: { filePath: '/media/avatars/u-1/f-1.png' } };
    }) as unknown as typeof callChecked;
    const doFetch = vi.fn(async () => new Response(null, { status: 201 }));

    const file = png();
    await expect(uploadAvatarFile(file, { call, fetch: doFetch })).resolves.toBe('/media/avatars/u-1/f-1.png');
    expect(calls).toEqual([
      { operationId: 'requestUpload', input: { body: { purpose: 'avatar', content_type: 'image/png', size: 4 } } },
      { operationId: 'uploadAvatar', input: { body: { key: 'tmp/avatar/u-1/f-1' } } },
    ]);
    expect(doFetch).toHaveBeenCalledOnce();
  });

  it('does not confirm a file storage refused', async () => {
    const call = vi.fn(async () => ({ data: ticket })) as unknown as typeof callChecked;
    const doFetch = async () => new Response(null, { status: 403 });
    await expect(uploadAvatarFile(png(), { call, fetch: doFetch })).rejects.toBeInstanceOf(StorageUploadError);
    expect(call).toHaveBeenCalledOnce();
  });
});
