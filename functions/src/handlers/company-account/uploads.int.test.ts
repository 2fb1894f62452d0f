import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestUpload } from '@migralink/shared/api/accounts';
import {
  getAccountCompany,
  uploadCompanyLogo,
  uploadEmployeeAvatar,
  uploadOfficeLogo,
} from '@migralink/shared/api/company-account';
import { createAccountCompany, updateAccountCompany } from '@migralink/shared/api/company-form';
import type { UPLOAD_PURPOSES } from '@migralink/shared/schemas/auth';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { asRole, signedInUser } from '#testing/accounts';
import { callOk, callRoute, expectStatus, type Caller } from '#testing/call';
import { companyFormFixture } from '#testing/forms';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

type Purpose = (typeof UPLOAD_PURPOSES)[number];

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = Buffer.from('just some text, not an image at all\n');

/** Asks for a ticket of `purpose` and uploads `file` with it, as the browser does; answers the temporary key. */
async function uploaded(caller: Caller, purpose: Purpose, file: Buffer): Promise<string> {
  const ticket = (
    await callOk(requestUpload, { body: { purpose, content_type: 'image/png', size: file.length } }, caller)
  ).data;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'upload.png');
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket.key;
}

async function ownerWithCompany() {
  const owner = await asRole('company');
  const company = await callOk(createAccountCompany, { body: companyFormFixture() }, owner);
  return { owner, uuid: company.data.uuid! };
}

/** Confirms an uploaded image with `route`; answers where it is kept and its id. */
const keptImage = async (
  caller: Caller,
  route: typeof uploadCompanyLogo | typeof uploadOfficeLogo | typeof uploadEmployeeAvatar,
  key: string,
) => (await callOk(route, { body: { key } }, caller)).data;

describe.each([
  ['logo', uploadCompanyLogo, 'company_logo', 'company-logos'],
  ['office/logo', uploadOfficeLogo, 'office_logo', 'office-logos'],
  ['office/employee/avatar', uploadEmployeeAvatar, 'employee_avatar', 'employee-avatars'],
] as const)('POST /v1/account/company/image/%s/upload', (_, route, purpose, folder) => {
  const confirm = (caller: Caller, key: string) => callRoute(route, { body: { key } }, caller);

  it("keeps a checked image in the company's folder and answers its path and id", async () => {
    const { owner, uuid } = await ownerWithCompany();
    const response = await confirm(owner, await uploaded(owner, purpose, PNG));
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data.filePath).toMatch(new RegExp(`^/media/${folder}/${uuid}/[0-9a-f-]{36}\\.png$`));
    expect(body.data.filePath).toBe(`/media/${folder}/${uuid}/${body.data.uuid}.png`);
    const stored = await fetch(`${process.env.S3_ENDPOINT}/${process.env.UPLOADS_BUCKET}${body.data.filePath}`);
    expect(stored.status).toBe(200);
  });

  it('refuses a file that is not an image, an upload of another purpose and one of another user', async () => {
    const { owner } = await ownerWithCompany();
    const text = await confirm(owner, await uploaded(owner, purpose, TEXT));
    expectStatus(text, 422);
    expect(text.body.error_code).toBe('upload_rejected');
    const otherPurpose = purpose === 'company_logo' ? 'office_logo' : 'company_logo';
    expect((await confirm(owner, await uploaded(owner, otherPurpose, PNG))).status).toBe(422);
    const stranger = await ownerWithCompany();
    expect((await confirm(owner, await uploaded(stranger.owner, purpose, PNG))).status).toBe(403);
  });

  it("keeps an image chosen before the company exists in the owner's own folder, and answers 403 to a client", async () => {
    const owner = await asRole('company');
    const response = await confirm(owner, await uploaded(owner, purpose, PNG));
    expectStatus(response, 200);
    expect(response.body.data.filePath).toBe(`/media/${folder}/${owner.user.id}/${response.body.data.uuid}.png`);
    const client = await signedInUser();
    expect((await confirm(client, await uploaded(client, purpose, PNG))).status).toBe(403);
  });
});

describe('an uploaded image in the draft', () => {
  it('is saved by the form and read back with its id', async () => {
    const { owner } = await ownerWithCompany();
    const logo = await keptImage(owner, uploadCompanyLogo, await uploaded(owner, 'company_logo', PNG));
    const avatar = await keptImage(owner, uploadEmployeeAvatar, await uploaded(owner, 'employee_avatar', PNG));
    const form = companyFormFixture({ logo: logo.filePath });
    form.offices[0]!.office_employees[0]!.avatar = avatar.filePath;
    expect((await callRoute(updateAccountCompany, { body: form }, owner)).status).toBe(200);
    const response = await callRoute(getAccountCompany, {}, owner);
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data).toMatchObject({ logo: logo.filePath, logo_uuid: logo.uuid });
    expect(body.data.offices[0]!.office_employees[0]!.avatar).toBe(avatar.filePath);

    // Another company may not name these files.
    const other = await ownerWithCompany();
    const stolen = await callRoute(updateAccountCompany, { body: form }, other.owner);
    expectStatus(stolen, 422);
    expect(Object.keys(stolen.body.errors ?? {})).toEqual(['logo', 'offices.0.office_employees.0.avatar']);

    // Saved again as stored, the paths need no new check.
    expect((await callRoute(updateAccountCompany, { body: form }, owner)).status).toBe(200);
  });

  it('chosen before the company exists, is taken by the save that creates it; nobody else may name it', async () => {
    const owner = await asRole('company');
    const logo = await keptImage(owner, uploadCompanyLogo, await uploaded(owner, 'company_logo', PNG));
    const office = await keptImage(owner, uploadOfficeLogo, await uploaded(owner, 'office_logo', PNG));
    const avatar = await keptImage(owner, uploadEmployeeAvatar, await uploaded(owner, 'employee_avatar', PNG));
    const form = companyFormFixture({ logo: logo.filePath });
    form.offices[0]!.logo = office.filePath;
    form.offices[0]!.office_employees[0]!.avatar = avatar.filePath;

    // Another account creating its company may not name them.
    const other = await asRole('company');
    const stolen = await callRoute(createAccountCompany, { body: form }, other);
    expectStatus(stolen, 422);
    expect(Object.keys(stolen.body.errors ?? {})).toEqual([
      'logo',
      'offices.0.logo',
      'offices.0.office_employees.0.avatar',
    ]);

    const created = await callRoute(createAccountCompany, { body: form }, owner);
    expectStatus(created, 201);
    expect(created.body.data).toMatchObject({ logo: logo.filePath, logo_uuid: logo.uuid });
    const read = (await callOk(getAccountCompany, {}, owner)).data;
    expect(read.logo).toBe(logo.filePath);
    expect(read.offices[0]!.logo).toBe(office.filePath);
    expect(read.offices[0]!.office_employees[0]!.avatar).toBe(avatar.filePath);
    const stored = await fetch(`${process.env.S3_ENDPOINT}/${process.env.UPLOADS_BUCKET}${logo.filePath}`);
    expect(stored.status).toBe(200);

    // Once the company exists, new images go to its folder.
    const later = await keptImage(owner, uploadCompanyLogo, await uploaded(owner, 'company_logo', PNG));
    expect(later.filePath).toBe(`/media/company-logos/${created.body.data.uuid}/${later.uuid}.png`);
  });

  it("refuses, in the caller's language, a path in the company's own folder that names no checked file", async () => {
    const { owner, uuid } = await ownerWithCompany();
    const never = `/media/company-logos/${uuid}/${randomUUID()}.png`;
    const response = await callRoute(
      updateAccountCompany,
      { body: companyFormFixture({ logo: never }) },
      {
        ...owner,
        locale: 'uk',
      },
    );
    expectStatus(response, 422);
    expect(response.body.errors).toEqual({ logo: [ruleMessage(listingsRules.media, 'uk')] });
    expect((await callRoute(getAccountCompany, {}, owner)).body).toMatchObject({ data: { logo: null } });
  });

  it('refuses the upload that was never confirmed, and a checked file named for another purpose', async () => {
    const { owner, uuid } = await ownerWithCompany();
    // Uploaded to tmp/ but never checked: no file of that name is in the company's folder.
    const unchecked = (await uploaded(owner, 'company_logo', PNG)).split('/').pop();
    const officeLogo = await keptImage(owner, uploadOfficeLogo, await uploaded(owner, 'office_logo', PNG));
    const form = companyFormFixture({ logo: `/media/company-logos/${uuid}/${unchecked}.png` });
    form.offices[0]!.office_employees[0]!.avatar = officeLogo.filePath;
    const response = await callRoute(updateAccountCompany, { body: form }, { ...owner, locale: 'ru' });
    expectStatus(response, 422);
    expect(response.body.errors).toEqual({
      logo: [ruleMessage(listingsRules.media, 'ru')],
      'offices.0.office_employees.0.avatar': [ruleMessage(listingsRules.media, 'ru')],
    });
  });
});
