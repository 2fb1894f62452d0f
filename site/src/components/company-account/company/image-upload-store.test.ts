import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestUpload } from '@migralink/shared/api/accounts';
import { uploadOfficeLogo } from '@migralink/shared/api/company-account';
import { useFakeApi } from '@/api/fake-api';
import { createImageUpload } from './image-upload-store';

const STORAGE = { operationId: 'storage', method: 'POST', path: 'http://127.0.0.1:4569/uploads' } as const;
const key = 'tmp/office_logo/u-1/f-1';
const ticket = { url: STORAGE.path, fields: { key, Policy: 'p' }, key, expires_at: '2026-11-23T12:00:00.000Z' };
const file = (type: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo', { type });

const api = useFakeApi();
beforeEach(() => {
  api.answer(requestUpload, { status: 200, body: { data: ticket } });
  api.answer(STORAGE, { status: 204 });
});

describe('an image field’s upload store', () => {
  it('uploads the file, then hands its path to the form', async () => {
    api.answer(uploadOfficeLogo, {
      status: 200,
      body: { data: { filePath: '/media/office_logo/f-1.png', uuid: 'f-1' } },
    });
    const use = vi.fn();
    const upload = createImageUpload('office_logo');
    const uploading = upload.choose(file('image/png'), use);
    expect(upload.request.$state.get().phase).toBe('loading');
    expect(await uploading).toBe(true);
    expect(use).toHaveBeenCalledWith('/media/office_logo/f-1.png');
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /v1/uploads',
      `POST ${STORAGE.path}`,
      'POST /v1/account/company/image/office/logo/upload',
    ]);
    expect(api.calls[0]?.body).toEqual({ purpose: 'office_logo', content_type: 'image/png', size: 4 });
    expect(upload.request.$state.get().phase).toBe('done');
  });

  it('refuses a file type the upload does not take, calling nothing', async () => {
    const use = vi.fn();
    const upload = createImageUpload('office_logo');
    expect(await upload.choose(file('application/pdf'), use)).toBe(false);
    expect(upload.request.$state.get()).toEqual({
      phase: 'failed',
      problems: { general: { key: 'errors.field.image_type' }, fields: {} },
    });
    expect(api.calls).toEqual([]);
    expect(use).not.toHaveBeenCalled();
  });

  it('says when the server refuses the file it checked', async () => {
    api.answer(uploadOfficeLogo, { status: 422, body: { message: 'Bad', code: 422, error_code: 'upload_rejected' } });
    const use = vi.fn();
    const upload = createImageUpload('office_logo');
    expect(await upload.choose(file('image/png'), use)).toBe(false);
    expect(upload.request.$state.get().problems.general).toEqual({ key: 'errors.code.upload_rejected' });
    expect(use).not.toHaveBeenCalled();
  });

  it('says when storage could not be reached', async () => {
    api.answer(STORAGE, () => Promise.reject(new TypeError('Failed to fetch')));
    const upload = createImageUpload('office_logo');
    await upload.choose(file('image/png'), vi.fn());
    expect(upload.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
  });
});
