import { describe, expect, it } from 'vitest';
import * as accountRoutes from '@migralink/shared/api/company-account';
import * as formRoutes from '@migralink/shared/api/company-form';
import { account } from './test-company';
import { api, ok, failure, invalid, requests, opened, useEditorApi } from './test-editor';

useEditorApi();

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
