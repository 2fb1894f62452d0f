import { describe, expect, it } from 'vitest';
import { signedInUser } from '#testing/accounts';
import { callAs, companyAccountUser, companyFormFixture, type Caller } from '#testing/company-account';
import { handler as requestUpload } from '../accounts/request-upload';
import { handler as create } from './create';
import { handler as get } from './get';
import { handler as update } from './update';
import { handler as uploadEmployeeAvatar } from './upload-employee-avatar';
import { handler as uploadLogo } from './upload-logo';
import { handler as uploadOfficeLogo } from './upload-office-logo';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = Buffer.from('just some text, not an image at all\n');

/** Asks for a ticket of `purpose` and uploads `file` with it, as the browser does; answers the temporary key. */
async function uploaded(caller: Caller, purpose: string, file: Buffer): Promise<string> {
  const ticket = await callAs(caller, requestUpload, 'POST', '/v1/uploads', {
    body: { purpose, content_type: 'image/png', size: file.length },
  });
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.data.fields as Record<string, string>)) {
    form.append(name, value);
  }
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'upload.png');
  expect((await fetch(ticket.body.data.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.body.data.key;
}

async function ownerWithCompany() {
  const owner = await companyAccountUser();
  const { body } = await callAs(owner, create, 'POST', '/v1/account/company', { body: companyFormFixture() });
  return { owner, uuid: body.data.uuid as string };
}

describe.each([
  ['logo', uploadLogo, 'company_logo', 'company-logos'],
  ['office/logo', uploadOfficeLogo, 'office_logo', 'office-logos'],
  ['office/employee/avatar', uploadEmployeeAvatar, 'employee_avatar', 'employee-avatars'],
] as const)('POST /v1/account/company/image/%s/upload', (route, handler, purpose, folder) => {
  const path = `/v1/account/company/image/${route}/upload`;
  const confirm = (caller: Caller, key: string) => callAs(caller, handler, 'POST', path, { body: { key } });

  it("keeps a checked image in the company's folder and answers its path and id", async () => {
    const { owner, uuid } = await ownerWithCompany();
    const { status, body } = await confirm(owner, await uploaded(owner, purpose, PNG));
    expect(status).toBe(200);
    expect(body.data.filePath).toMatch(new RegExp(`^/media/${folder}/${uuid}/[0-9a-f-]{36}\\.png$`));
    expect(body.data.filePath).toBe(`/media/${folder}/${uuid}/${body.data.uuid}.png`);
    const stored = await fetch(`${process.env.S3_ENDPOINT}/${process.env.UPLOADS_BUCKET}${body.data.filePath}`);
    expect(stored.status).toBe(200);
  });

  it('refuses a file that is not an image, an upload of another purpose and one of another user', async () => {
    const { owner } = await ownerWithCompany();
    expect((await confirm(owner, await uploaded(owner, purpose, TEXT))).body.error_code).toBe('upload_rejected');
    const otherPurpose = purpose === 'company_logo' ? 'office_logo' : 'company_logo';
    expect((await confirm(owner, await uploaded(owner, otherPurpose, PNG))).status).toBe(422);
    const stranger = await ownerWithCompany();
    expect((await confirm(owner, await uploaded(stranger.owner, purpose, PNG))).status).toBe(403);
  });

  it('answers 404 before the company exists and 403 to a client', async () => {
    const owner = await companyAccountUser();
    expect((await confirm(owner, await uploaded(owner, purpose, PNG))).status).toBe(404);
    const client = await signedInUser();
    expect((await confirm(client, await uploaded(client, purpose, PNG))).status).toBe(403);
  });
});

describe('an uploaded image in the draft', () => {
  it('is saved by the form and read back with its id', async () => {
    const { owner } = await ownerWithCompany();
    const logo = await callAs(owner, uploadLogo, 'POST', '/v1/account/company/image/logo/upload', {
      body: { key: await uploaded(owner, 'company_logo', PNG) },
    });
    const avatar = await callAs(
      owner,
      uploadEmployeeAvatar,
      'POST',
      '/v1/account/company/image/office/employee/avatar/upload',
      {
        body: { key: await uploaded(owner, 'employee_avatar', PNG) },
      },
    );
    const form = companyFormFixture({ logo: logo.body.data.filePath });
    form.offices[0]!.office_employees[0]!.avatar = avatar.body.data.filePath;
    expect((await callAs(owner, update, 'PUT', '/v1/account/company', { body: form })).status).toBe(200);
    const { body } = await callAs(owner, get, 'GET', '/v1/account/company');
    expect(body.data).toMatchObject({ logo: logo.body.data.filePath, logo_uuid: logo.body.data.uuid });
    expect(body.data.offices[0].office_employees[0].avatar).toBe(avatar.body.data.filePath);

    // Another company may not name these files.
    const other = await ownerWithCompany();
    const stolen = await callAs(other.owner, update, 'PUT', '/v1/account/company', { body: form });
    expect(stolen.status).toBe(422);
    expect(Object.keys(stolen.body.errors)).toEqual(['logo', 'offices.0.office_employees.0.avatar']);
  });
});
