import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { companyForm, type CompanyForm } from '@migralink/shared/schemas/company-form';
import { companyFormFixture } from '#testing/forms';

import { foreignMedia } from './media';
import * as listingsRules from '@migralink/shared/schemas/rules/listings';

/**
 * Which paths name a checked file, with S3 mocked: the behaviour against the
 * S3 stand-in is in `handlers/company-account/uploads.int.test.ts`.
 */
const s3 = mockClient(S3Client);
const COMPANY = '6f1c2a4e-0000-4000-8000-000000000001';
const file = (folder: string, owner = COMPANY, extension = 'png') =>
  `/media/${folder}/${owner}/${randomUUID()}.${extension}`;
const form = (overrides: Partial<CompanyForm> = {}) => z.parse(companyForm, companyFormFixture(overrides));
/** The keys S3 holds (the files the upload's check accepted). */
let inBucket: Set<string>;
const headed = () => s3.commandCalls(HeadObjectCommand).map((call) => call.args[0].input.Key);
const notFound = () =>
  new S3ServiceException({ name: 'NotFound', $fault: 'client', $metadata: { httpStatusCode: 404 }, message: '' });

beforeEach(() => {
  s3.reset();
  inBucket = new Set();
  s3.on(HeadObjectCommand).callsFake((input: { Key: string }) =>
    inBucket.has(input.Key) ? { ContentLength: 10, ETag: '"e"' } : Promise.reject(notFound()),
  );
});

describe('foreignMedia', () => {
  it("accepts the company's checked files of the right folders, looking up each new path once", async () => {
    const logo = file('company-logos');
    const officeLogo = file('office-logos', COMPANY, 'webp');
    const avatar = file('employee-avatars', COMPANY, 'jpg');
    for (const path of [logo, officeLogo, avatar]) inBucket.add(path.slice(1));
    const ok = form({ logo });
    ok.offices[0]!.logo = officeLogo;
    ok.offices[0]!.office_employees = [
      { name: 'Anna', position: 'Lawyer', avatar },
      { name: 'Boris', position: 'Lawyer', avatar },
    ];
    expect(await foreignMedia(ok, COMPANY, [], 'en')).toEqual({});
    expect(headed().sort()).toEqual([logo, officeLogo, avatar].map((path) => path.slice(1)).sort());
  });

  it('does not look up a path the company has stored already (its seeded or earlier content)', async () => {
    const stored = file('company-logos', randomUUID(), 'gif');
    expect(await foreignMedia(form({ logo: stored }), COMPANY, [stored], 'en')).toEqual({});
    expect(headed()).toEqual([]);
  });

  it("refuses a file never uploaded, another company's file and a file of another purpose, in the caller's language", async () => {
    const another = file('company-logos', randomUUID());
    const ownLogo = file('company-logos');
    inBucket.add(another.slice(1));
    inBucket.add(ownLogo.slice(1));
    const bad = form({ logo: file('company-logos') });
    bad.offices[0]!.logo = another;
    bad.offices[0]!.office_employees[0]!.avatar = ownLogo;
    const message = ruleMessage(listingsRules.media, 'uk');
    expect(await foreignMedia(bad, COMPANY, [], 'uk')).toEqual({
      logo: [message],
      'offices.0.logo': [message],
      'offices.0.office_employees.0.avatar': [message],
    });
    // Only the path of the right shape is looked up: the other two are refused by their folder.
    expect(headed()).toHaveLength(1);
  });

  it.each([
    ['a path out of the folder', `/media/company-logos/${COMPANY}/../${randomUUID()}/x.png`],
    ['a name that is not a checked file', `/media/company-logos/${COMPANY}/logo.png`],
    ['a type no upload has', `/media/company-logos/${COMPANY}/${randomUUID()}.svg`],
    ['a sub-folder', `/media/company-logos/${COMPANY}/a/${randomUUID()}.png`],
    ['an address elsewhere', `https://example.com/media/company-logos/${COMPANY}/${randomUUID()}.png`],
  ])('refuses %s without asking S3', async (_, logo) => {
    inBucket.add(logo.slice(1));
    // Set after parsing: the form's schema refuses most of these already.
    const bad = { ...form(), logo };
    expect(await foreignMedia(bad, COMPANY, [], 'ru')).toEqual({ logo: [ruleMessage(listingsRules.media, 'ru')] });
    expect(headed()).toEqual([]);
  });
});
