import { atom } from 'nanostores';
import { accountsRoute, callCheckedLazily } from '@/api/checked-lazily';
import { checkEmail } from '@/kit/checks';
import { createForm } from '@/kit/form';

/**
 * The reset request's store: the address, and `submit()`, which asks for the
 * mail and keeps the address it was sent to. The API answers alike whether or
 * not the address has an account, and so does the confirmation.
 */
export function createForgotPassword() {
  const form = createForm({ initial: { email: '' }, checks: { email: checkEmail } });
  const $sentTo = atom<string | null>(null);
  const submit = () =>
    form.submit(async ({ email }) => {
      const address = email.trim();
      await callCheckedLazily(accountsRoute('sendResetEmail'), { body: { email: address } });
      $sentTo.set(address);
    });
  return { form, $sentTo, submit };
}

export type ForgotPassword = ReturnType<typeof createForgotPassword>;
