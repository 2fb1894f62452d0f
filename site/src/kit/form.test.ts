import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@migralink/shared/client';
import { createForm } from './form';

const required = (value: string) => (value ? undefined : { key: 'errors.field.required' as const });

describe('a form store', () => {
  it('keeps values set one by one or several at once', () => {
    const form = createForm({ initial: { name: '', city: '' } });
    form.set('name', 'Ann');
    form.assign({ city: 'Kyiv' });
    expect(form.$values.get()).toEqual({ name: 'Ann', city: 'Kyiv' });
  });

  it('runs its checks with every value before sending, and sends nothing when one fails', async () => {
    const send = vi.fn();
    const repeat = vi.fn((value: string, values: { password: string }) =>
      value === values.password ? undefined : { key: 'errors.field.passwords_differ' as const },
    );
    const form = createForm({ initial: { password: 'a', repeat: 'b' }, checks: { repeat } });
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(repeat).toHaveBeenCalledWith('b', { password: 'a', repeat: 'b' });
    expect(form.request.$state.get().problems.fields).toEqual({ repeat: { key: 'errors.field.passwords_differ' } });
  });

  it('sends the values and ends done', async () => {
    const send = vi.fn(async () => undefined);
    const form = createForm({ initial: { name: 'Ann' }, checks: { name: required } });
    expect(await form.submit(send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ name: 'Ann' });
    expect(form.request.$state.get().phase).toBe('done');
  });

  it('puts API errors under its own fields and under the extra names it was given', async () => {
    const form = createForm({ initial: { password: '' }, fields: ['current_password'] });
    await form.submit(() =>
      Promise.reject(
        new ApiError(422, {
          message: 'Invalid',
          code: 422,
          errors: { password: ['Too weak'], current_password: ['Wrong'], other: ['Elsewhere'] },
        }),
      ),
    );
    expect(form.request.$state.get().problems).toEqual({
      general: { text: 'Elsewhere' },
      fields: { password: { text: 'Too weak' }, current_password: { text: 'Wrong' } },
    });
  });
});
