import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountRoutes from '@migralink/shared/api/company-account';
import * as formRoutes from '@migralink/shared/api/company-form';
import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import type { CompanyAccount } from '@migralink/shared/schemas/company-account';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import type { Translate } from '@/i18n/format';
import { fakeApi, type FakeCall } from '@/api/fake-api';
import { signIn, signOut } from '@/stores/auth';
import { createCompanyEditor } from './company-editor-store';
import type { EditorScreen } from './company-problems';
import type { EditorFrameKey } from './messages';
import { account, choices } from './test-company';

/** Our texts as their keys, so a test names which text the editor chose. */
const t = ((key: string) => key) as Translate<EditorFrameKey>;
const ok = (data: unknown) => ({ status: 200, body: { data } });
const failure = (status: number, body: Record<string, unknown>) => ({
  status,
  body: { message: 'Refused', code: status, ...body },
});
/** A 422 with messages by field path, as the API answers a form it refuses. */
const invalid = (errors: Record<string, string[]>) => failure(422, { error_code: 'validation_failed', errors });
const later = () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  const promise = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
  return { promise, answer };
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  signIn({ token: 'owner-token', user: { role: 'company' } as Profile });
});
afterEach(() => api.restore());

function editorFor(screen: EditorScreen = 'company', confirmed = true) {
  const deps = { confirm: vi.fn(() => confirmed), showLocale: vi.fn(), toSignIn: vi.fn() };
  return { editor: createCompanyEditor({ locale: 'en', screen, t, ...deps }), ...deps };
}

/** The company in a language, as GET answers it: its name says which language was loaded. */
const inLanguage = (locale: Locale, patch: Partial<CompanyAccount> = {}): CompanyAccount => ({
  ...account,
  name: `Nordic Visa (${locale})`,
  ...patch,
});

function answerLoads(patch: Partial<CompanyAccount> = {}) {
  api.answer(accountRoutes.companyInitRoute, ok(choices));
  api.answer(accountRoutes.getAccountCompany, (call: FakeCall) =>
    ok(inLanguage(new URL(call.url, 'http://x').searchParams.get('locale') as Locale, patch)),
  );
}

const requests = () => api.calls.map((call) => `${call.method} ${call.url}`);

async function opened(screen: EditorScreen = 'company', patch: Partial<CompanyAccount> = {}) {
  answerLoads(patch);
  const made = editorFor(screen);
  await made.editor.start('en');
  return made;
}

describe('the company editor store: loading', () => {
  it('sends a visitor without a session to sign in, calling nothing', async () => {
    signOut();
    const { editor, toSignIn } = editorFor();
    await editor.start('en');
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
    expect(editor.loader.$state.get()).toEqual({ status: 'loading' });
  });

  it('loads the choices and the company in the language of the address, unchanged', async () => {
    answerLoads();
    const { editor } = editorFor();
    const loading = editor.start('ru');
    expect(editor.loader.$state.get()).toEqual({ status: 'loading' });
    await loading;
    expect(requests()).toEqual(['GET /v1/account/company/init', 'GET /v1/account/company?locale=ru']);
    expect(editor.loader.$state.get()).toEqual({
      status: 'ready',
      data: { init: choices, company: inLanguage('ru') },
    });
    expect(editor.$editLocale.get()).toBe('ru');
    expect(editor.$values.get()?.name).toBe('Nordic Visa (ru)');
    expect(editor.$dirty.get()).toBe(false);
  });

  it('shows a failed load, and loads again on retry', async () => {
    api.answer(accountRoutes.companyInitRoute, ok(choices));
    api.answerOnce(accountRoutes.getAccountCompany, failure(500, { error_code: 'internal_error' }));
    const { editor } = editorFor();
    await editor.start('en');
    expect(editor.loader.$state.get()).toMatchObject({ status: 'failed' });
    expect(editor.$values.get()).toBeNull();

    api.answer(accountRoutes.getAccountCompany, ok(account));
    await editor.retry();
    expect(editor.loader.$state.get()).toMatchObject({ status: 'ready', data: { company: account } });
    // A failed load forgets the choices too: both are asked for again.
    expect(requests()).toEqual([
      'GET /v1/account/company/init',
      'GET /v1/account/company?locale=en',
      'GET /v1/account/company/init',
      'GET /v1/account/company?locale=en',
    ]);
  });

  it('sends an expired session to sign in instead of failing', async () => {
    api.answer(accountRoutes.companyInitRoute, ok(choices));
    api.answer(accountRoutes.getAccountCompany, failure(401, { error_code: 'unauthenticated' }));
    const { editor, toSignIn } = editorFor();
    await editor.start('en');
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(editor.loader.$state.get()).toEqual({ status: 'loading' });
  });
});

describe('the company editor store: saving', () => {
  it('saves the changed draft with PUT in the edited language, and is no longer dirty', async () => {
    const { editor } = await opened();
    editor.change((old) => ({ ...old, motto: 'North, calmly' }));
    expect(editor.$dirty.get()).toBe(true);
    api.answer(formRoutes.updateAccountCompany, ok({ ...account, motto: 'North, calmly', status: 'draft' }));

    expect(await editor.save()).toBe(true);
    const put = api.calls.at(-1)!;
    expect(`${put.method} ${put.url}`).toBe('PUT /v1/account/company?locale=en');
    expect(put.body).toMatchObject({ name: 'Nordic Visa (en)', motto: 'North, calmly' });
    expect(editor.request.$state.get().phase).toBe('done');
    expect(editor.$values.get()?.motto).toBe('North, calmly');
    expect(editor.$dirty.get()).toBe(false);
    // A change after saving clears the "saved" result.
    editor.change((old) => ({ ...old, motto: 'North' }));
    expect(editor.request.$state.get().phase).toBe('idle');
  });

  it('creates a company not stored yet with POST, and then knows its uuid', async () => {
    const { editor } = await opened('company', { uuid: null, slug: null });
    api.answer(formRoutes.createAccountCompany, { status: 201, body: { data: account } });
    await editor.save();
    expect(api.calls.at(-1)?.method).toBe('POST');
    expect(editor.loader.$state.get()).toMatchObject({ status: 'ready', data: { company: { uuid: account.uuid } } });
  });

  it('checks the form first: a missing name is shown at its field and nothing is sent', async () => {
    const { editor } = await opened();
    editor.change((old) => ({ ...old, name: '  ' }));
    expect(await editor.save()).toBe(false);
    expect(requests()).toHaveLength(2);
    const { phase, problems } = editor.request.$state.get();
    expect(phase).toBe('failed');
    expect(problems.fields).toEqual({ name: { text: ruleMessage('required', 'en') } });
    expect(editor.$elsewhere.get()).toBe(false);
  });

  it('puts the API’s 422 messages at their fields, and names errors of the other editor in general', async () => {
    const { editor } = await opened('company');
    api.answer(formRoutes.updateAccountCompany, invalid({ motto: ['Too short'], 'offices.0.address': ['Required'] }));
    expect(await editor.save()).toBe(false);
    expect(editor.request.$state.get().problems).toEqual({
      general: { text: 'company_editor.offices_errors' },
      fields: { motto: { text: 'Too short' } },
    });
    expect(editor.$elsewhere.get()).toBe(true);
  });

  it('shows the offices’ errors on the offices editor, at their rows', async () => {
    const { editor } = await opened('offices');
    api.answer(formRoutes.updateAccountCompany, invalid({ 'offices.0.phones.0.phone_number': ['Wrong number'] }));
    await editor.save();
    expect(editor.request.$state.get().problems).toEqual({
      general: { key: 'errors.code.validation_failed' },
      fields: { 'offices.0.phones.0.phone_number': { text: 'Wrong number' } },
    });
    expect(editor.$elsewhere.get()).toBe(false);
  });

  it('names the plans that allow what a 403 plan_limit refused, and forgets them on the next save', async () => {
    const { editor } = await opened();
    api.answerOnce(
      formRoutes.updateAccountCompany,
      failure(403, { error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] }),
    );
    await editor.save();
    expect(editor.request.$state.get().problems).toEqual({ general: { key: 'errors.code.plan_limit' }, fields: {} });
    expect(editor.$plans.get()).toEqual(['pro', 'premium']);

    api.answer(formRoutes.updateAccountCompany, ok(account));
    expect(await editor.save()).toBe(true);
    expect(editor.$plans.get()).toEqual([]);
  });

  it('shows a 409 on saving as the conflict it is', async () => {
    const { editor } = await opened();
    api.answer(formRoutes.updateAccountCompany, failure(409, { error_code: 'conflict' }));
    await editor.save();
    expect(editor.request.$state.get().problems.general).toEqual({ key: 'errors.code.conflict' });
  });

  it('sends an expired session to sign in', async () => {
    const { editor, toSignIn } = await opened();
    api.answer(formRoutes.updateAccountCompany, failure(401, { error_code: 'unauthenticated' }));
    expect(await editor.save()).toBe(false);
    expect(toSignIn).toHaveBeenCalledOnce();
  });

  it('says when no answer came at all', async () => {
    const { editor } = await opened();
    api.answer(formRoutes.updateAccountCompany, () => Promise.reject(new TypeError('Failed to fetch')));
    await editor.save();
    expect(editor.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
  });

  it('saves once while a save is on its way', async () => {
    const { editor } = await opened();
    const answer = later();
    api.answer(formRoutes.updateAccountCompany, () => answer.promise);
    const first = editor.save();
    expect(await editor.save()).toBe(false);
    answer.answer(ok(account));
    expect(await first).toBe(true);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

describe('the company editor store: switching the language', () => {
  it('loads the other language at once when nothing is unsaved, and shows it in the address', async () => {
    const { editor, confirm, showLocale } = await opened();
    await editor.switchLocale('ru');
    expect(confirm).not.toHaveBeenCalled();
    expect(showLocale).toHaveBeenCalledWith('ru');
    expect(editor.$editLocale.get()).toBe('ru');
    expect(editor.$values.get()?.name).toBe('Nordic Visa (ru)');
    // The choices are the same in every language: loaded once.
    expect(requests()).toEqual([
      'GET /v1/account/company/init',
      'GET /v1/account/company?locale=en',
      'GET /v1/account/company?locale=ru',
    ]);
  });

  it('asks before dropping unsaved changes, and stays when the owner says no', async () => {
    answerLoads();
    const { editor, confirm, showLocale } = editorFor('company', false);
    await editor.start('en');
    editor.change((old) => ({ ...old, motto: 'Unsaved' }));
    await editor.switchLocale('uk');
    expect(confirm).toHaveBeenCalledWith('company_editor.unsaved_confirm');
    expect(showLocale).not.toHaveBeenCalled();
    expect(editor.$editLocale.get()).toBe('en');
    expect(editor.$values.get()?.motto).toBe('Unsaved');
  });

  it('drops the unsaved changes when the owner agrees', async () => {
    const { editor, confirm } = await opened();
    editor.change((old) => ({ ...old, motto: 'Unsaved' }));
    await editor.switchLocale('uk');
    expect(confirm).toHaveBeenCalledOnce();
    expect(editor.$values.get()).toMatchObject({ name: 'Nordic Visa (uk)', motto: account.motto });
    expect(editor.$dirty.get()).toBe(false);
  });

  it('drops the answer for a language left before it came', async () => {
    const { editor } = await opened();
    const slow = later();
    api.answerOnce(accountRoutes.getAccountCompany, () => slow.promise);
    const toRu = editor.switchLocale('ru');
    const toUk = editor.switchLocale('uk');
    await toUk;
    slow.answer(ok(inLanguage('ru')));
    await toRu;
    expect(editor.$editLocale.get()).toBe('uk');
    expect(editor.$values.get()?.name).toBe('Nordic Visa (uk)');
  });

  it('does not show a save answered after the owner moved to another language', async () => {
    const { editor } = await opened();
    const slow = later();
    api.answer(formRoutes.updateAccountCompany, () => slow.promise);
    editor.change((old) => ({ ...old, motto: 'Saved in English' }));
    const saving = editor.save();
    await vi.waitFor(() => expect(api.calls.at(-1)?.method).toBe('PUT'));
    await editor.switchLocale('ru');
    slow.answer(ok({ ...account, motto: 'Saved in English' }));
    await saving;
    expect(editor.$values.get()).toMatchObject({ name: 'Nordic Visa (ru)', motto: account.motto });
  });
});

describe('the company editor store: the languages of the plan', () => {
  it('locks on basic every language but the one written in, and names the plans that allow a second one', async () => {
    const { editor } = await opened('company', { plan: 'basic', text_locales: ['en'] });
    expect(editor.$planLocales.get()).toEqual({ locked: ['ru', 'uk'], plans: ['pro', 'premium'] });
    expect(editor.$locked.get()).toBe(false);

    await editor.switchLocale('ru');
    expect(editor.$locked.get()).toBe(true);
    editor.change((old) => ({ ...old, name: 'Нордик Виза' }));
    expect(editor.$values.get()?.name).toBe('Nordic Visa (ru)');
    expect(editor.$dirty.get()).toBe(false);
    expect(await editor.save()).toBe(false);
    expect(requests().filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('leaves every language open to a company with no text yet, and to pro', async () => {
    const { editor } = await opened('company', { plan: 'basic', text_locales: [] });
    expect(editor.$planLocales.get().locked).toEqual([]);
    const pro = await opened('company', { plan: 'pro', text_locales: ['en'] });
    expect(pro.editor.$planLocales.get().locked).toEqual([]);
  });

  it('keeps open what was written before a downgrade, locking only the languages not written', async () => {
    const { editor } = await opened('company', { plan: 'basic', text_locales: ['en', 'ru'] });
    expect(editor.$planLocales.get().locked).toEqual(['uk']);
    await editor.switchLocale('ru');
    expect(editor.$locked.get()).toBe(false);
  });
});

describe('the company editor store: moderation', () => {
  it('saves unsaved changes first, then sends the draft and shows it waiting for the moderator', async () => {
    const { editor } = await opened('company', { status: 'rejected', moderator_comment: 'Add a logo' });
    editor.change((old) => ({ ...old, motto: 'With a logo' }));
    api.answer(formRoutes.updateAccountCompany, ok({ ...account, motto: 'With a logo', status: 'rejected' }));
    api.answer(accountRoutes.moderateCompany, { status: 204 });
    await editor.actions.submit();
    expect(requests().slice(-2)).toEqual([
      'PUT /v1/account/company?locale=en',
      `POST /v1/account/company/moderate/${account.uuid}`,
    ]);
    expect(editor.loader.$state.get()).toMatchObject({
      status: 'ready',
      data: { company: { status: 'on_moderation', moderator_comment: null } },
    });
    expect(editor.$dirty.get()).toBe(false);
  });

  it('publishes, keeping the form as it is', async () => {
    const { editor } = await opened('company', { status: 'approved', has_approved_version: true });
    editor.change((old) => ({ ...old, motto: 'Not saved yet' }));
    api.answer(accountRoutes.publishCompany, ok({ published: true, status: 'approved' }));
    await editor.actions.publish();
    expect(editor.loader.$state.get()).toMatchObject({ data: { company: { published: true, status: 'approved' } } });
    expect(editor.$values.get()?.motto).toBe('Not saved yet');
  });

  it('words a 409 of an action as a state that changed meanwhile, for the bar to show', async () => {
    const { editor } = await opened();
    api.answer(accountRoutes.moderateCompany, failure(409, { error_code: 'conflict' }));
    const refused = editor.actions.submit();
    await expect(refused).rejects.toMatchObject({ status: 409, body: { errors: { _: ['company_editor.conflict'] } } });
  });

  it('puts the field errors of a refused sending at the fields too', async () => {
    const { editor } = await opened();
    api.answer(accountRoutes.moderateCompany, invalid({ description: ['Write a description first'] }));
    await expect(editor.actions.submit()).rejects.toMatchObject({ status: 422 });
    expect(editor.request.$state.get()).toEqual({
      phase: 'failed',
      problems: { fields: { description: { text: 'Write a description first' } } },
    });
  });

  it('passes a plan_limit refusal of an action on with its plans', async () => {
    const { editor } = await opened('company', { status: 'approved', has_approved_version: true });
    api.answer(
      accountRoutes.publishCompany,
      failure(403, { error_code: 'plan_limit', subscription_packages: ['premium'] }),
    );
    await expect(editor.actions.publish()).rejects.toMatchObject({
      status: 403,
      body: { subscription_packages: ['premium'] },
    });
  });
});
