import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPartnerArea } from '@migralink/shared/api/partners';
import { useFakeApi } from '@/api/fake-api';
import { testSession } from '@/api/testing';
import { signIn, signOut } from '@/stores/auth';
import { createPartnerArea } from './partner-area-store';

const api = useFakeApi();
const replace = vi.fn();
beforeEach(() => {
  replace.mockReset();
  signIn(testSession('token-1'));
});
afterEach(() => signOut());

const area = {
  code: 'AB2CD3EF',
  commission_percent: 20,
  commission_months: 12,
  months: [{ month: '2026-11', clicks: 3, signups: 1, leads: 2, paid_plans: 1, commission: 980 }],
};

const make = (copy = vi.fn(async () => {})) =>
  createPartnerArea({
    locale: 'uk',
    origin: () => 'https://migralink.com',
    replace,
    here: () => '/uk/account/partner/',
    copy,
  });

describe('the partner area store', () => {
  it('sends a visitor without a session to sign in and back, with no call', async () => {
    signOut();
    await make().load();
    expect(replace).toHaveBeenCalledWith(expect.stringContaining('/uk/login/'));
    expect(api.calls).toEqual([]);
  });

  it("loads the partner's code and months, and links the home page in the page's language with the code", async () => {
    api.answer(getPartnerArea, { status: 200, body: { data: area } });
    const store = make();
    await store.load();
    expect(store.area.$state.get()).toEqual({ status: 'ready', data: area });
    expect(store.link(area.code)).toBe('https://migralink.com/uk/?ref=AB2CD3EF');
  });

  it('says whether copying worked', async () => {
    const copy = vi.fn(async () => {});
    const store = make(copy);
    await store.copy('code', 'AB2CD3EF');
    expect(copy).toHaveBeenCalledWith('AB2CD3EF');
    expect(store.$copied.get()).toEqual({ what: 'code', ok: true });
    copy.mockRejectedValueOnce(new Error('denied'));
    await store.copy('link', 'https://migralink.com/uk/?ref=AB2CD3EF');
    expect(store.$copied.get()).toEqual({ what: 'link', ok: false });
  });
});
