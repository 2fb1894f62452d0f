import { describe, expect, it, vi } from 'vitest';
import * as accountRoutes from '@migralink/shared/api/company-account';
import * as formRoutes from '@migralink/shared/api/company-form';
import { signOut } from '@/stores/auth';
import { account, choices } from './test-company';
import {
  api,
  ok,
  failure,
  later,
  editorFor,
  inLanguage,
  answerLoads,
  requests,
  opened,
  useEditorApi,
} from './test-editor';

useEditorApi();

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
