import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changePassword,
  getProfile,
  requestUpload,
  sendActivationEmail,
  updateProfile,
  uploadAvatar,
} from '@migralink/shared/api/accounts';
import type { Profile } from '@migralink/shared/schemas/auth';
import { useFakeApi } from '@/api/fake-api';
import { $auth, signIn, signOut } from '@/stores/auth';
import { heldAnswer, offline, refusal, testProfile, testSession } from '@/api/testing';
import { createProfile } from './profile-store';

const HERE = '/en/account/profile/';
const profile = testProfile({ phone: '+4930123456', email_verified: false });
const answered = (data: unknown) => ({ status: 200, body: { data } });

const api = useFakeApi();
beforeEach(() => {
  signIn(testSession('token-1', { first_name: 'Old' }));
});
afterEach(() => {
  signOut();
});

function created() {
  const nav = { go: vi.fn(), replace: vi.fn(), here: () => HERE };
  return { store: createProfile({ locale: 'en', ...nav }), ...nav };
}

async function loaded(shown: Profile = profile) {
  api.answer(getProfile, answered(shown));
  const page = created();
  await page.store.load();
  return page;
}

const calls = () => api.calls.map((call) => [call.method, call.url, call.body]);

describe('the profile store: loading', () => {
  it('sends a visitor without a session to sign in and back, asking nothing', async () => {
    signOut();
    const { store, replace } = created();
    await store.load();
    expect(replace).toHaveBeenCalledWith('/en/login/?next=%2Fen%2Faccount%2Fprofile%2F');
    expect(api.calls).toEqual([]);
  });

  it('loads the profile fresh, fills the details form and keeps the header’s user in step', async () => {
    const { store } = await loaded();
    expect(calls()).toEqual([['GET', '/v1/auth/profile', undefined]]);
    expect(store.$profile.get()).toEqual({ status: 'ready', data: profile });
    expect(store.details.$values.get()).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      position: '',
      phone: '+4930123456',
      language: 'en',
      email_notifications: true,
    });
    expect($auth.get().user).toEqual(profile);
  });

  it.each([
    ['an expired session', refusal(401, 'unauthenticated')],
    ['a server error', refusal(500, 'internal_error')],
    ['an answer off the contract', answered({ uuid: 'u-1' })],
  ])('signs out and leads to sign-in on %s', async (_, answer) => {
    api.answer(getProfile, answer);
    const { store, replace } = created();
    const unfollow = store.followSignOut();
    await store.load();
    expect($auth.get().token).toBeNull();
    expect(replace).toHaveBeenCalledOnce();
    expect(replace).toHaveBeenCalledWith('/en/login/?next=%2Fen%2Faccount%2Fprofile%2F');
    expect(store.$profile.get()).toEqual({ status: 'loading' });
    unfollow();
  });

  it('keeps the session when no answer came, and loads again on retry', async () => {
    api.answerOnce(getProfile, offline);
    const { store, replace } = created();
    await store.load();
    expect(store.$profile.get()).toEqual({ status: 'failed', error: new TypeError('Failed to fetch') });
    expect($auth.get().token).toBe('token-1');
    expect(replace).not.toHaveBeenCalled();

    api.answer(getProfile, answered(profile));
    await store.retry();
    expect(store.$profile.get()).toEqual({ status: 'ready', data: profile });
  });
});

describe('the profile store: details', () => {
  it('checks names, position and phone before sending', async () => {
    const { store } = await loaded();
    store.details.assign({ first_name: ' ', phone: '030 123', position: 'x'.repeat(121) });
    expect(await store.saveDetails()).toBe(false);
    expect(store.details.request.$state.get().problems.fields).toEqual({
      first_name: { key: 'errors.field.required' },
      position: { key: 'errors.field.too_long', params: { max: 120 } },
      phone: { key: 'errors.field.phone' },
    });
    expect(api.calls).toHaveLength(1);
  });

  it('saves trimmed names, a normalized phone and null for what was emptied; shows the answer', async () => {
    const { store, go } = await loaded();
    const saved = testProfile({ first_name: 'Anna', position: null, phone: '+380501234567' });
    api.answer(updateProfile, answered(saved));
    store.details.assign({
      first_name: ' Anna ',
      position: '  ',
      phone: '+380 50 123 45 67',
      email_notifications: false,
    });
    expect(await store.saveDetails()).toBe(true);
    expect(calls()[1]).toEqual([
      'PUT',
      '/v1/auth/profile',
      {
        first_name: 'Anna',
        last_name: 'Lee',
        position: null,
        phone: '+380501234567',
        language: 'en',
        email_notifications: false,
      },
    ]);
    expect(store.details.$values.get()).toMatchObject({ first_name: 'Anna', phone: '+380501234567' });
    expect(store.details.request.$state.get().phase).toBe('done');
    expect(store.$profile.get()).toEqual({ status: 'ready', data: saved });
    expect($auth.get().user?.first_name).toBe('Anna');
    expect(go).not.toHaveBeenCalled();
  });

  it('opens the profile in the language chosen', async () => {
    const { store, go } = await loaded();
    api.answer(updateProfile, answered(testProfile({ language: 'uk' })));
    store.details.set('language', 'uk');
    await store.saveDetails();
    expect(go).toHaveBeenCalledWith('/uk/account/profile/');
  });

  it('shows the API’s per-field errors, and an edit clears them', async () => {
    const { store } = await loaded();
    api.answer(updateProfile, refusal(422, 'validation_failed', { last_name: ['Too odd'] }));
    await store.saveDetails();
    expect(store.details.request.$state.get().problems.fields).toEqual({ last_name: { text: 'Too odd' } });
    store.details.set('last_name', 'Lee-Smith');
    expect(store.details.request.$state.get().phase).toBe('idle');
  });

  it('leads to sign-in when the session expired while saving', async () => {
    const { store, replace } = await loaded();
    api.answer(updateProfile, refusal(401, 'unauthenticated'));
    await store.saveDetails();
    expect($auth.get().token).toBeNull();
    expect(replace).toHaveBeenCalledWith('/en/login/?next=%2Fen%2Faccount%2Fprofile%2F');
  });
});

describe('the profile store: password', () => {
  it('puts a wrong current password under its field', async () => {
    const { store } = await loaded();
    api.answer(changePassword, refusal(401, 'invalid_credentials'));
    store.password.assign({ current_password: 'wrong', password: 'long-enough-1' });
    expect(await store.changePassword()).toBe(false);
    expect(store.password.request.$state.get().problems).toEqual({
      fields: { current_password: { key: 'errors.code.invalid_credentials' } },
    });
    expect($auth.get().token).toBe('token-1');
  });

  it('keeps the new session the change answers with and empties the fields', async () => {
    const { store } = await loaded();
    const session = testSession('token-2', { first_name: 'Ann' });
    api.answer(changePassword, answered(session));
    store.password.assign({ current_password: 'old-pass', password: 'long-enough-1' });
    expect(await store.changePassword()).toBe(true);
    expect(calls()[1]).toEqual([
      'POST',
      '/v1/auth/change-password',
      { current_password: 'old-pass', password: 'long-enough-1' },
    ]);
    expect($auth.get()).toEqual({ token: 'token-2', user: session.user });
    expect(store.password.$values.get()).toEqual({ current_password: '', password: '' });
  });
});

describe('the profile store: avatar and activation mail', () => {
  const ticket = { url: 'http://127.0.0.1:4569/uploads', fields: { key: 'tmp/a' }, key: 'tmp/a', expires_at: 'x' };
  const storage = { operationId: 'storage', method: 'POST', path: ticket.url } as const;
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

  it('refuses a file that is no image it takes, without uploading', async () => {
    const { store } = await loaded();
    expect(await store.chooseAvatar(new File(['x'], 'me.gif', { type: 'image/gif' }))).toBe(false);
    expect(store.avatar.$state.get().problems.general).toEqual({ key: 'errors.field.image_type' });
    expect(api.calls).toHaveLength(1);
  });

  it('uploads in three steps and shows the new photo at once', async () => {
    const { store } = await loaded();
    api.answer(requestUpload, { status: 201, body: { data: ticket } });
    api.answer(storage, { status: 204 });
    api.answer(uploadAvatar, answered({ filePath: '/media/avatars/u-1/a.png' }));
    expect(await store.chooseAvatar(png())).toBe(true);
    expect(api.calls.slice(1).map((call) => [call.method, call.url])).toEqual([
      ['POST', '/v1/uploads'],
      ['POST', ticket.url],
      ['POST', '/v1/auth/avatar'],
    ]);
    expect(api.calls[1]?.body).toEqual({ purpose: 'avatar', content_type: 'image/png', size: 4 });
    expect(store.$profile.get()).toMatchObject({ data: { avatar: '/media/avatars/u-1/a.png', first_name: 'Ann' } });
    expect($auth.get().user?.avatar).toBe('/media/avatars/u-1/a.png');
  });

  it('says the file was refused when storage refuses it, and keeps the old photo', async () => {
    const { store } = await loaded();
    api.answer(requestUpload, { status: 201, body: { data: ticket } });
    api.answer(storage, { status: 400 });
    expect(await store.chooseAvatar(png())).toBe(false);
    expect(store.avatar.$state.get().problems.general).toEqual({ key: 'errors.code.upload_rejected' });
    expect(store.$profile.get()).toMatchObject({ data: { avatar: null } });
  });

  it('sends the activation mail again, once while it is on its way', async () => {
    const { store } = await loaded();
    const held = heldAnswer();
    api.answer(sendActivationEmail, held.answer);
    const first = store.resendActivation();
    expect(store.activation.$state.get().phase).toBe('loading');
    expect(await store.resendActivation()).toBe(false);
    held.give({ status: 202, body: { data: { message: 'Sent' } } });
    expect(await first).toBe(true);
    expect(store.activation.$state.get().phase).toBe('done');
    expect(api.calls.filter((call) => call.url === '/v1/auth/send-activation-email')).toHaveLength(1);
  });
});

describe('the profile store: signing out', () => {
  it('signs out here and goes home, once', async () => {
    const { store, replace } = await loaded();
    const unfollow = store.followSignOut();
    store.signOut();
    expect($auth.get().token).toBeNull();
    expect(replace.mock.calls).toEqual([['/en/']]);
    unfollow();
  });

  it('goes home when signed out elsewhere (the header, another tab)', async () => {
    const { store, replace } = await loaded();
    const unfollow = store.followSignOut();
    signOut();
    expect(replace).toHaveBeenCalledWith('/en/');
    unfollow();
  });
});
