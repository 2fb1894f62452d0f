import { describe, expect, it } from 'vitest';
import * as routes from '@migralink/shared/api/service-account';
import type { ServiceAccount } from '@migralink/shared/schemas/service-account';
import { SERVICE, serviceInit, storedService } from './test-service';
import { api, requests, languageOf, ok, answerLoads, wizardFor, useWizardApi } from './test-wizard';

useWizardApi();

describe('the wizard store: the plan’s limits', () => {
  /** The wizard opened at `step` of the stored service, the init lists answering `plan` and the published count. */
  async function onPlan(plan: 'basic' | 'pro', published: number, patch: Partial<ServiceAccount> = {}, step = 1) {
    api.answer(routes.getAccountService, (call) => ok(storedService(languageOf(call), patch)));
    api.answer(routes.serviceInitRoute, ok({ ...serviceInit, plan, published_services: published }));
    const made = wizardFor();
    await made.wizard.start(`?uuid=${SERVICE}&step=${step}`);
    return made;
  }

  it('locks on basic every language but the one the service is written in: nothing is typed or saved there', async () => {
    const { wizard } = await onPlan('basic', 0, { text_locales: ['en'] });
    expect(wizard.$planLocales.get()).toEqual({ locked: ['ru', 'uk'], plans: ['pro', 'premium'] });
    expect(wizard.$locked.get()).toBe(false);

    await wizard.switchLocale('ru');
    expect(wizard.$locked.get()).toBe(true);
    wizard.change('name', 'Голубая карта');
    expect(wizard.$form.get()?.name).toBe('Work permit (ru)');
    expect(wizard.$dirty.get()).toBe(false);
    // Nothing changed, so the step's button only moves on.
    await wizard.submitStep();
    expect(requests().filter((call) => call.startsWith('PUT') || call.startsWith('POST'))).toEqual([]);
    expect(wizard.$where.get()).toMatchObject({ step: 2 });
  });

  it('leaves every language open to a new service and on pro', async () => {
    answerLoads();
    const fresh = wizardFor();
    await fresh.wizard.start('');
    expect(fresh.wizard.$planLocales.get().locked).toEqual([]);
    const { wizard } = await onPlan('pro', 0, { text_locales: ['en'] });
    expect(wizard.$planLocales.get().locked).toEqual([]);
  });

  it('closes publishing once the plan’s number of published services is reached, and counts its own actions', async () => {
    const approved = { status: 'approved', has_approved_version: true } as const;
    const { wizard } = await onPlan('basic', 1, approved, 5);
    expect(wizard.$publishing.get()).toEqual({
      plan: 'basic',
      published: 1,
      limit: 1,
      open: false,
      plans: ['pro', 'premium'],
    });

    const other = await onPlan('basic', 0, approved, 5);
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 0, open: true });
    api.answer(routes.publishService, ok({ published: true, status: 'approved' }));
    await other.wizard.moderation.publish();
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 1, open: false });
    api.answer(routes.unpublishService, ok({ published: false, status: 'approved' }));
    await other.wizard.moderation.unpublish();
    expect(other.wizard.$publishing.get()).toMatchObject({ published: 0, open: true });
  });
});
