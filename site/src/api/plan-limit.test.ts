import { afterEach, describe, expect, it } from 'vitest';
import { getSubscriptionsInit } from '@migralink/shared/api/billing';
import { callChecked } from './checked';
import { useFakeApi } from './fake-api';
import { $errorModal, closeErrorModal, showPlanLimit } from '@/stores/error-modal';

const api = useFakeApi();
afterEach(() => {
  closeErrorModal();
});

const refusal = (body: object) => ({ status: 403, body: { message: 'No', code: 403, ...body } });

describe('the error modal of the account area', () => {
  it('opens for any call the plan refused, naming the plans that allow it, with the way to the tariffs', async () => {
    api.answer(getSubscriptionsInit, refusal({ error_code: 'plan_limit', subscription_packages: ['premium'] }));
    await expect(callChecked(getSubscriptionsInit, {})).rejects.toMatchObject({ status: 403 });
    expect($errorModal.get()).toEqual({
      visible: true,
      title: 'admin.plan_limit.title',
      text: 'admin.plan_limit.text',
      plans: ['premium'],
      subscriptionButton: true,
    });
  });

  it('says "a higher plan" when the refusal names none', async () => {
    api.answer(getSubscriptionsInit, refusal({ error_code: 'plan_limit' }));
    await expect(callChecked(getSubscriptionsInit, {})).rejects.toBeDefined();
    expect($errorModal.get()).toMatchObject({ visible: true, text: 'admin.plan_limit.text_any', plans: [] });
  });

  it('stays closed for other refusals, which their screens explain', async () => {
    api.answer(getSubscriptionsInit, refusal({ error_code: 'forbidden' }));
    await expect(callChecked(getSubscriptionsInit, {})).rejects.toBeDefined();
    expect($errorModal.get().visible).toBe(false);
  });

  it('closes and keeps what it said, so the closing dialog does not change its text', () => {
    showPlanLimit(['pro', 'premium']);
    closeErrorModal();
    expect($errorModal.get()).toMatchObject({ visible: false, plans: ['pro', 'premium'] });
  });
});
