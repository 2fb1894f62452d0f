import { afterEach, describe, expect, it, vi } from 'vitest';
import { XLSX_TYPE } from '@migralink/shared/schemas/lead-export';
import { testSession } from '@/api/testing';
import { signIn, signOut } from '@/stores/auth';
import { $errorModal, closeErrorModal } from '@/stores/error-modal';
import { createLeadExport, exportQuery } from './export-store';
import { NO_FILTERS } from './leads-store';

const saving = () => ({ saveFile: vi.fn(), follow: vi.fn() });

function answering(response: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the leads export', () => {
  it('asks for the filtered inbox without a page, with the token, and saves the file under its name', async () => {
    signIn(testSession('the-token', { role: 'company' }));
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const fetch = answering(
      new Response(bytes, {
        headers: { 'content-type': XLSX_TYPE, 'content-disposition': 'attachment; filename="leads-2026-11-25.xlsx"' },
      }),
    );
    const save = saving();
    const exporting = createLeadExport({ onSessionExpired: vi.fn(), saving: save });
    expect(await exporting.run({ ...NO_FILTERS, status: 'done', from: '2026-11-01' })).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/v1/account/company/leads/export?status=done&from=2026-11-01');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer the-token' });
    expect(save.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'leads-2026-11-25.xlsx');
    const [blob] = save.saveFile.mock.calls[0]! as [Blob];
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('follows the link the API answers for a large file', async () => {
    answering(
      Response.json({ data: { url: 'https://bucket.example/tmp/exports/x', expires_at: '2026-11-25T10:05:00Z' } }),
    );
    const save = saving();
    expect(await createLeadExport({ onSessionExpired: vi.fn(), saving: save }).run(NO_FILTERS)).toBe(true);
    expect(save.follow).toHaveBeenCalledWith('https://bucket.example/tmp/exports/x');
    expect(save.saveFile).not.toHaveBeenCalled();
  });

  it('shows the plan limit when the plan has no export', async () => {
    answering(
      Response.json(
        { message: 'No', code: 403, error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
        { status: 403 },
      ),
    );
    const exporting = createLeadExport({ onSessionExpired: vi.fn(), saving: saving() });
    expect(await exporting.run(NO_FILTERS)).toBe(false);
    expect(exporting.request.$state.get()).toMatchObject({
      phase: 'failed',
      problems: { general: { key: 'errors.code.plan_limit' } },
    });
    // The account area's modal names the plans too.
    expect($errorModal.get()).toMatchObject({ visible: true, plans: ['pro', 'premium'], subscriptionButton: true });
    closeErrorModal();
  });

  it('sends the status or the kind, never a page', () => {
    expect(exportQuery({ status: '', kind: 'seminar', from: '', to: '2026-01-31' })).toEqual({
      kind: 'seminar',
      to: '2026-01-31',
    });
  });
});
