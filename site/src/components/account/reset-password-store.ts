import { checkResetCode, resetPassword } from '@migralink/shared/api/accounts';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { callChecked } from '@/api/checked';
import { checkNewPassword, checkRepeat } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { createLoader } from '@/kit/load';
import { signIn } from '@/stores/auth';
import { accountUrl } from '@/urls/account-paths';
import { withMailCode } from './mail-code';

/** What the reset link turned out to be, once checked. */
export type ResetLink = { readonly status: 'valid'; readonly code: string } | { readonly status: 'invalid' };

const INVALID: ResetLink = { status: 'invalid' };

export interface ResetPasswordOptions {
  readonly locale: Locale;
  /** Leaves the page: `window.location.assign` in the browser. */
  readonly go: (url: string) => void;
}

/**
 * The reset link's store: `check(code)` asks the API about the link first, so a
 * spent link says so before anything is typed (the loader's `loading`, then
 * `ready` with the link, or `failed` to retry); then the new password, twice,
 * which `submit()` sets, signing in and leaving for the profile.
 */
export function createResetPassword({ locale, go }: ResetPasswordOptions) {
  const link = createLoader<ResetLink>();
  const form = createForm({
    initial: { password: '', repeat: '' },
    checks: {
      password: checkNewPassword,
      // Only once the password itself is fine, so one field at a time is in error.
      repeat: (repeat, { password }) => (checkNewPassword(password) ? undefined : checkRepeat(password, repeat)),
    },
  });

  const check = (code: string | null) =>
    link.load(() =>
      withMailCode(
        code,
        async (valid): Promise<ResetLink> => {
          await callChecked(checkResetCode, { params: { code: valid } });
          return { status: 'valid', code: valid };
        },
        () => INVALID,
      ),
    );

  const submit = async () => {
    const state = link.$state.get();
    if (state.status !== 'ready' || state.data.status !== 'valid') return false;
    const { code } = state.data;
    return form.submit(async ({ password }) => {
      try {
        const { data } = await callChecked(resetPassword, { params: { code }, body: { password } });
        signIn(data);
        go(accountUrl(locale, 'profile'));
      } catch (error) {
        // The code expired or was used while the form was open.
        if (error instanceof ApiError && error.body.error_code === 'invalid_code') link.set(INVALID);
        throw error;
      }
    });
  };

  return { $link: link.$state, form, check, retry: link.retry, cancel: link.cancel, submit };
}

export type ResetPassword = ReturnType<typeof createResetPassword>;
