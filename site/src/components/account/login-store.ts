import type { Locale } from '@migralink/shared/locales';
import { accountsRoute, callCheckedLazily } from '@/api/checked-lazily';
import { checkAnyPassword, checkEmail } from '@/kit/checks';
import { createForm } from '@/kit/form';
import { signIn } from '@/stores/auth';
import { afterSignIn } from '@/urls/account-paths';

export interface LoginOptions {
  readonly locale: Locale;
  /** Leaves the page: `window.location.assign` in the browser. */
  readonly go: (url: string) => void;
}

/**
 * The sign-in island's store: the form (e-mail, password, their checks) and
 * `submit(next)`, which signs in, keeps the session and leaves for `next` (`?next=`, checked
 * to stay on this site) or the profile.
 */
export function createLogin({ locale, go }: LoginOptions) {
  const form = createForm({
    initial: { email: '', password: '' },
    checks: { email: checkEmail, password: checkAnyPassword },
  });
  const submit = (next: string | null) =>
    form.submit(async ({ email, password }) => {
      const { data } = await callCheckedLazily(accountsRoute('signin'), { body: { email: email.trim(), password } });
      signIn(data);
      go(afterSignIn(locale, next, data.user.role));
    });
  return { form, submit };
}

export type Login = ReturnType<typeof createLogin>;
