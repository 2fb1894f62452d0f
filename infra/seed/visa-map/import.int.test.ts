import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPassports } from '@migralink/functions/data/visa-map';
import { VISA_STATUSES } from '@migralink/shared/schemas/visa-map';
import { importVisaData, visaDataFile } from './index';

/**
 * The import against the real file (the integration setup imported it
 * already) and against changed copies of it. The copies change only the
 * passports NR and SB, which no route test asks for, and the real file is
 * imported again at the end.
 */
type Raw = Record<string, Record<string, { status: string; days?: number }>>;
const FILE = visaDataFile();
const original = () => JSON.parse(readFileSync(FILE, 'utf8')) as Raw;
const dir = mkdtempSync(path.join(tmpdir(), 'visa-import-'));
function fileOf(data: unknown, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}

afterAll(async () => {
  await importVisaData({ file: FILE });
  rmSync(dir, { recursive: true, force: true });
});

describe('the visa data import', () => {
  it('stores every pair of the file with its status and days', async () => {
    const raw = original();
    const expected: Record<string, number> = {};
    let withDays = 0;
    for (const destinations of Object.values(raw))
      for (const { status, days } of Object.values(destinations)) {
        const id = { 'visa free': 'visa_free', 'visa on arrival': 'visa_on_arrival', eta: 'eta', 'e-visa': 'e_visa' }[
          status
        ];
        const name = id ?? { 'visa required': 'visa_required', 'no admission': 'no_admission' }[status]!;
        expected[name] = (expected[name] ?? 0) + 1;
        if (days !== undefined) withDays++;
      }
    const stored = await listPassports();
    const counted: Record<string, number> = {};
    let storedDays = 0;
    for (const passport of stored)
      for (const rule of Object.values(passport.rules)) {
        counted[rule.status] = (counted[rule.status] ?? 0) + 1;
        if (rule.days !== null) storedDays++;
      }
    expect(stored.map((passport) => passport.code)).toEqual(Object.keys(raw).sort());
    expect(counted).toEqual(expected);
    expect(Object.keys(counted).sort()).toEqual([...VISA_STATUSES].sort());
    expect(storedDays).toBe(withDays);
    const germany = stored.find((passport) => passport.code === 'DE')!;
    expect(raw.DE!.AE).toEqual({ status: 'visa free', days: 90 });
    expect(germany.rules.AE).toEqual({ status: 'visa_free', days: 90 });
    expect(germany.rules.AD).toEqual({ status: 'visa_free', days: null });
  });

  it('changes nothing when run again on the same file, and knows every code of it', async () => {
    const report = await importVisaData({ file: FILE });
    expect(report).toMatchObject({ changed: 0, added: 0, removed: 0, written: 0, deleted: 0, unknownCodes: [] });
    expect(report.passports).toBe(Object.keys(original()).length);
  });

  it('counts and writes only the pairs that changed', async () => {
    const raw = original();
    // Another status for two pairs, other days for a third: whatever the file says today.
    const other = (status: string) => (status === 'visa required' ? 'e-visa' : 'visa required');
    raw.NR!.DE = { status: other(raw.NR!.DE!.status) };
    raw.NR!.FR = { status: other(raw.NR!.FR!.status), days: 30 };
    raw.NR!.UA = { ...raw.NR!.UA!, days: (raw.NR!.UA!.days ?? 0) + 1 };
    expect(await importVisaData({ file: fileOf(raw, 'changed.json') })).toMatchObject({
      changed: 3,
      added: 0,
      removed: 0,
      written: 1,
      deleted: 0,
    });
    const nauru = (await listPassports()).find((passport) => passport.code === 'NR')!;
    expect(nauru.rules.FR?.days).toBe(30);
    expect(await importVisaData({ file: fileOf(raw, 'changed.json') })).toMatchObject({ changed: 0, written: 0 });
  });

  it('counts added and removed pairs and passports, and reports the codes the reference lacks', async () => {
    const raw = original();
    const solomon = Object.keys(raw.SB!).length;
    delete raw.SB;
    delete raw.NR!.FJ;
    raw.NR!.ZZ = { status: 'visa free', days: 14 };
    const report = await importVisaData({ file: fileOf(raw, 'moved.json') });
    expect(report).toMatchObject({ added: 1, removed: solomon + 1, written: 1, deleted: 1, unknownCodes: ['ZZ'] });
    const codes = (await listPassports()).map((passport) => passport.code);
    expect(codes).not.toContain('SB');
    expect(await importVisaData({ file: FILE })).toMatchObject({ added: solomon + 1, removed: 1, written: 2 });
  });

  it('refuses a malformed or missing file before writing anything', async () => {
    const raw = original();
    raw.NR!.DE = { status: 'visa maybe' };
    await expect(importVisaData({ file: fileOf(raw, 'bad.json') })).rejects.toThrow(/NR\.DE\.status/);
    await expect(importVisaData({ file: fileOf('{ not json', 'broken.json') })).rejects.toThrow(/is not JSON/);
    await expect(importVisaData({ file: path.join(dir, 'missing.json') })).rejects.toThrow(
      /cannot be read \(no such file\)\. Set VISA_DATA_FILE/,
    );
    expect(await importVisaData({ file: FILE })).toMatchObject({ changed: 0, added: 0, removed: 0 });
  });
});
