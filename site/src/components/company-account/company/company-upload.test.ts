import { describe, expect, it, vi } from 'vitest';
import type { Route } from '@migralink/shared/route';
import type { callChecked } from '@/api/checked';
import { StorageUploadError } from '@/kit/problems';
import { uploadCompanyImage, type CompanyImagePurpose } from './company-upload';

const ticket = (purpose: string) => ({
  url: 'http://127.0.0.1:4569/uploads',
  fields: { key: `tmp/${purpose}/u-1/f-1`, Policy: 'p' },
  key: `tmp/${purpose}/u-1/f-1`,
  expires_at: '2026-11-23T12:00:00.000Z',
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('uploading a company image', () => {
  it.each<[CompanyImagePurpose, string]>([
    ['company_logo', 'uploadCompanyLogo'],
    ['office_logo', 'uploadOfficeLogo'],
    ['employee_avatar', 'uploadEmployeeAvatar'],
  ])('asks for a %s ticket, uploads, then confirms the key with %s', async (purpose, confirm) => {
    const calls: { operationId: string; input: unknown }[] = [];
    const call = (async (route: Route, input: unknown) => {
      calls.push({ operationId: route.operationId, input });
      return route.operationId === 'requestUpload'
        ? { data: ticket(purpose) }
        : { data: { filePath: `/media/${purpose}/c-1/f-1.png`, uuid: 'f-1' } };
    }) as unknown as typeof callChecked;
    const doFetch = vi.fn(async () => new Response(null, { status: 204 }));

    await expect(uploadCompanyImage(png(), purpose, { call, fetch: doFetch })).resolves.toBe(
      `/media/${purpose}/c-1/f-1.png`,
    );
    expect(calls).toEqual([
      { operationId: 'requestUpload', input: { body: { purpose, content_type: 'image/png', size: 4 } } },
      { operationId: confirm, input: { body: { key: `tmp/${purpose}/u-1/f-1` } } },
    ]);
    expect(doFetch).toHaveBeenCalledWith(ticket(purpose).url, { method: 'POST', body: expect.any(FormData) });
  });

  it('does not confirm a file storage refused', async () => {
    const call = vi.fn(async () => ({ data: ticket('office_logo') })) as unknown as typeof callChecked;
    const doFetch = async () => new Response(null, { status: 403 });
    await expect(uploadCompanyImage(png(), 'office_logo', { call, fetch: doFetch })).rejects.toBeInstanceOf(
      StorageUploadError,
    );
    expect(call).toHaveBeenCalledOnce();
  });
});
