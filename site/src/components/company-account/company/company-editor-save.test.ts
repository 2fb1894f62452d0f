import { describe, expect, it } from 'vitest';
import * as formRoutes from '@migralink/shared/api/company-form';
import { ruleMessage } from '@migralink/shared/schemas/rules';
import { account } from './test-company';
import { api, ok, failure, invalid, later, requests, opened, useEditorApi } from './test-editor';
import * as commonRules from '@migralink/shared/schemas/rules/common';

useEditorApi();

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
    expect(problems.fields).toEqual({ name: { text: ruleMessage(commonRules.required, 'en') } });
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
