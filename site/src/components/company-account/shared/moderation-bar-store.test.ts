import { describe, expect, it, vi } from 'vitest';
import { publishCompany } from '@migralink/shared/api/company-account';
import { callChecked } from '@/api/checked';
import { useFakeApi } from '@/api/fake-api';
import { createModerationBar } from './moderation-bar-store';

const UUID = '3e0a6f4b-5c7d-4a8c-8f6b-9c4d5e6f7a8b';
/** What the company editor's publish does: the call, then the screen's own update. */
const publish = (shown: (published: boolean) => void) => async () => {
  const { data } = await callChecked(publishCompany, { params: { uuid: UUID } });
  shown(data.published);
};

const api = useFakeApi();

describe('the moderation bar store', () => {
  it('runs the pressed action and says it is done', async () => {
    api.answer(publishCompany, { status: 200, body: { data: { published: true, status: 'approved' } } });
    const shown = vi.fn();
    const bar = createModerationBar({ toSignIn: vi.fn() });
    const running = bar.run('publish', publish(shown));
    expect(bar.request.$state.get().phase).toBe('loading');
    expect(bar.$action.get()).toBe('publish');
    expect(await running).toBe(true);
    expect(shown).toHaveBeenCalledWith(true);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST /v1/account/company/publish/${UUID}`]);
    expect(bar.request.$state.get().phase).toBe('done');
  });

  it('names the plans that would allow an action a plan refused', async () => {
    api.answer(publishCompany, {
      status: 403,
      body: { message: 'Plan', code: 403, error_code: 'plan_limit', subscription_packages: ['pro', 'premium'] },
    });
    const bar = createModerationBar({ toSignIn: vi.fn() });
    expect(await bar.run('publish', publish(vi.fn()))).toBe(false);
    expect(bar.request.$state.get()).toEqual({
      phase: 'failed',
      problems: { general: { key: 'errors.code.plan_limit' }, fields: {} },
    });
    expect(bar.$plans.get()).toEqual(['pro', 'premium']);
  });

  it('shows the messages of a refusal as one general message, with no plans', async () => {
    const bar = createModerationBar({ toSignIn: vi.fn() });
    await bar.run('submit', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(bar.request.$state.get().problems.general).toEqual({ key: 'errors.network' });
    api.answer(publishCompany, {
      status: 422,
      body: { message: 'Invalid', code: 422, errors: { description: ['Write a description'] } },
    });
    await bar.run('publish', publish(vi.fn()));
    expect(bar.request.$state.get().problems).toEqual({ general: { text: 'Write a description' }, fields: {} });
    expect(bar.$plans.get()).toEqual([]);
  });

  it('sends an expired session to sign in', async () => {
    api.answer(publishCompany, { status: 401, body: { message: 'Expired', code: 401, error_code: 'unauthenticated' } });
    const toSignIn = vi.fn();
    const bar = createModerationBar({ toSignIn });
    await bar.run('publish', publish(vi.fn()));
    expect(toSignIn).toHaveBeenCalledOnce();
  });

  it('runs one action at a time', async () => {
    let finish: () => void = () => undefined;
    const bar = createModerationBar({ toSignIn: vi.fn() });
    const first = bar.run('submit', () => new Promise<void>((resolve) => (finish = resolve)));
    const second = vi.fn(async () => undefined);
    expect(await bar.run('unpublish', second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    expect(bar.$action.get()).toBe('submit');
    finish();
    expect(await first).toBe(true);
  });
});
