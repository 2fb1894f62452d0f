import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { certificateStatusList } from '@migralink/shared/api/certificates';
import { STATUS_LIST_BITS, withBit } from '@migralink/shared/certificate-status';
import { useFakeApi } from '@/api/fake-api';
import { checkBadge, revocationCheck, statusListBits } from './certificate-revocation';

const api = useFakeApi();

/** A status list credential as the route answers it (a VC-JWT; its signature is not what the check reads). */
function signedList(revoked: readonly number[]): string {
  const bits = revoked.reduce(withBit, new Uint8Array(STATUS_LIST_BITS / 8));
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const credentialSubject = {
    type: 'BitstringStatusList',
    statusPurpose: 'revocation',
    encodedList: `u${gzipSync(bits, { level: 9 }).toString('base64url')}`,
  };
  return `${part({ typ: 'vc+jwt', alg: 'ES256' })}.${part({ credentialSubject })}.c2lnbmF0dXJl`;
}
const listAnswer = (revoked: readonly number[]) => ({
  status: 200,
  body: { data: { credential: signedList(revoked) } },
});

describe("a card's revocation check", () => {
  it("reads a signed status list's bits (multibase base64url of gzip)", async () => {
    const bits = await statusListBits(signedList([0, 122, STATUS_LIST_BITS - 1]));
    expect(bits.length).toBe(STATUS_LIST_BITS / 8);
    expect([bits[0], bits[15], bits.at(-1)]).toEqual([0x80, 0x20, 0x01]);
    await expect(statusListBits('not.a-list.at-all')).rejects.toThrow();
  });

  it("says a certificate whose bit is set is revoked, and asks each list once for all the page's badges", async () => {
    // ML-2026-000123 revoked (bit 122 of list 20260); ML-2027-000123 not (list 20270).
    api.answer(certificateStatusList, (call) => listAnswer(call.url.endsWith('/20260') ? [122] : []));
    const notRevoked = revocationCheck();
    const shown = await Promise.all(['ML-2026-000123', 'ML-2026-000124', 'ML-2026-000001'].map(notRevoked));
    expect(shown).toEqual([false, true, true]);
    expect(await notRevoked('ML-2027-000123')).toBe(true);
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/certificate-status/20260', '/v1/certificate-status/20270']);
  });

  it('shows nothing when the list cannot be read, or for what is no number', async () => {
    api.answer(certificateStatusList, { status: 404, body: { message: 'No status list has this number.', code: 404 } });
    const notRevoked = revocationCheck();
    expect(await notRevoked('ML-2026-000123')).toBe(false);
    expect(await notRevoked('ML-2026-000000')).toBe(false);
    api.answer(certificateStatusList, { status: 200, body: { data: {} } });
    expect(await revocationCheck()('ML-2026-000123')).toBe(false);
  });
});

/** A badge as the page built it: hidden, its number in `data-number`. */
const builtBadge = (number: string) => {
  const attributes = new Set<string>();
  return {
    dataset: { number } as DOMStringMap,
    hidden: true,
    isConnected: true,
    toggleAttribute: (name: string) => attributes.add(name),
    attributes,
  };
};

describe("a badge's check, once the page has loaded", () => {
  it('shows the badge of a certificate whose bit is clear, keeps a revoked one hidden, and marks both checked', async () => {
    vi.stubGlobal('document', { readyState: 'complete' }); // taken away with the fake API after the test
    api.answer(certificateStatusList, listAnswer([122]));
    const [revoked, valid] = [builtBadge('ML-2026-000123'), builtBadge('ML-2026-000124')];
    await Promise.all([revoked, valid].map((badge) => checkBadge(badge as unknown as HTMLElement)));
    expect([revoked.hidden, valid.hidden]).toEqual([true, false]);
    expect([...revoked.attributes, ...valid.attributes]).toEqual(['data-checked', 'data-checked']);
    expect(api.calls).toHaveLength(1);
  });
});
