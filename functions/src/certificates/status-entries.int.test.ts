import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getBit } from '@migralink/shared/certificate-status';
import { getStatusList } from '#data/status-lists';
import { isRevokedEntry, revokeStatusEntry, statusEntryFor } from './status-entries';
import { decodeBitstring } from './status-list';

/** A year no other test uses, so its lists are this test's alone. */
const year = () => randomInt(5000, 9999);
const number = (y: number, place: number) => `ML-${y}-${String(place).padStart(6, '0')}`;

describe('certificates in the status lists', () => {
  it('open their list once with every bit clear, whoever comes first', async () => {
    const y = year();
    const entries = await Promise.all([1, 2, 3].map((place) => statusEntryFor(number(y, place))));
    expect(entries).toEqual([0, 1, 2].map((index) => ({ list: y * 10, index })));
    const stored = await getStatusList(y * 10, true);
    expect(stored).toMatchObject({ list: y * 10, version: 0 });
    expect([0, 1, 2].some((index) => getBit(decodeBitstring(stored!.encoded), index))).toBe(false);
  });

  it("set a revoked certificate's bit and leave a valid one's clear; again changes nothing", async () => {
    const y = year();
    const [revoked, valid] = await Promise.all([statusEntryFor(number(y, 7)), statusEntryFor(number(y, 8))]);
    await revokeStatusEntry(revoked);
    expect(await isRevokedEntry(revoked)).toBe(true);
    expect(await isRevokedEntry(valid)).toBe(false);
    const version = (await getStatusList(revoked.list, true))!.version;
    await revokeStatusEntry(revoked);
    expect((await getStatusList(revoked.list, true))!.version).toBe(version);
  });

  it('keep every bit when many certificates of one list are revoked at once', async () => {
    const y = year();
    const entries = await Promise.all(Array.from({ length: 12 }, (_, i) => statusEntryFor(number(y, i + 1))));
    await Promise.all(entries.map((entry) => revokeStatusEntry(entry)));
    const bits = decodeBitstring((await getStatusList(y * 10, true))!.encoded);
    expect(entries.map((entry) => getBit(bits, entry.index))).toEqual(entries.map(() => true));
    expect(getBit(bits, entries.length)).toBe(false);
  });

  it('revoke in a list the approval never opened (made then)', async () => {
    const entry = { list: year() * 10 + 3, index: 42 };
    await revokeStatusEntry(entry);
    expect(await isRevokedEntry(entry)).toBe(true);
  });
});
