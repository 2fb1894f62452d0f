import { describe, expect, it } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import { SERVICE } from './test-service';
import { api, requests, ok, opened, useWizardApi } from './test-wizard';

useWizardApi();

describe('the wizard store: moderation', () => {
  it('sends the draft and shows it waiting for the moderator', async () => {
    const { wizard } = await opened(5, { status: 'rejected', moderator_comment: 'Add a price' });
    api.answer(routes.moderateService, { status: 204 });
    await wizard.moderation.submit();
    expect(requests().at(-1)).toBe(`POST /v1/account/service/moderate/${SERVICE}`);
    expect(wizard.$moderation.get()).toMatchObject({ status: 'on_moderation', moderator_comment: null });
  });

  it('publishes and unpublishes, showing the answered state', async () => {
    const { wizard } = await opened(5, { status: 'approved', has_approved_version: true });
    api.answer(routes.publishService, ok({ published: true, status: 'approved' }));
    await wizard.moderation.publish();
    expect(wizard.$moderation.get()).toMatchObject({ published: true, status: 'approved' });
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await wizard.moderation.unpublish();
    expect(wizard.$moderation.get()).toMatchObject({ published: false });
  });

  it('throws a refusal to the bar (a plan_limit with its plans) and keeps the state', async () => {
    const { wizard } = await opened(5, { status: 'approved', has_approved_version: true });
    api.answer(routes.publishService, {
      status: 403,
      body: { message: 'Limit', code: 403, error_code: 'plan_limit', subscription_packages: ['premium'] },
    });
    await expect(wizard.moderation.publish()).rejects.toMatchObject({
      status: 403,
      body: { subscription_packages: ['premium'] },
    });
    expect(wizard.$moderation.get()).toMatchObject({ published: false });
  });
});
