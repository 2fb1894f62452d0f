import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { SubmitButton } from '@/kit/buttons';
import { queryParam, useForm, useHydrated, useIsland } from '@/kit/react';
import { accountUrl } from '@/urls/account-paths';
import { AccountForm, NewPasswordField } from './account-fields';
import type { ResetPasswordMessages } from './messages';
import { LoadFailed, Loading } from '@/kit/load-state';
import { Outcome } from './outcome';
import { createResetPassword, type ResetPassword } from './reset-password-store';
import './account.css';

export interface ResetPasswordFormProps {
  readonly locale: Locale;
  readonly messages: ResetPasswordMessages;
}

/**
 * The reset mail's landing (`/reset-password/?code=…`): checks the code first, so
 * a spent link says so before anything is typed; then a new password, which signs
 * the user in and leads to the profile.
 */
export default function ResetPasswordForm({ locale, messages }: ResetPasswordFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const reset = useIsland(() => createResetPassword({ locale, go: (url) => window.location.assign(url) }));
  const link = useStore(reset.$link);
  useEffect(() => {
    void reset.check(queryParam('code'));
    return reset.cancel;
  }, [reset]);

  if (link.status === 'loading') return <Loading text={t('login.reset.checking')} className="account-result" />;
  if (link.status === 'failed')
    return <LoadFailed error={link.error} t={t} onRetry={() => void reset.retry()} className="account-result" />;
  if (link.data.status === 'valid') return <NewPasswordForm reset={reset} t={t} />;
  return (
    <Outcome
      tone="error"
      title={t('login.reset.invalid_title')}
      href={accountUrl(locale, 'forgotPassword')}
      action={t('login.reset.request_new')}
    >
      <p>{t('login.reset.invalid_link')}</p>
    </Outcome>
  );
}

function NewPasswordForm({
  reset,
  t,
}: {
  readonly reset: ResetPassword;
  readonly t: Translate<keyof ResetPasswordMessages>;
}) {
  const { state, busy, general, bind } = useForm(reset.form, t);
  const hydrated = useHydrated();
  const intro = (
    <>
      <h2 className="account-form__title">{t('login.reset.new_title')}</h2>
      <p className="account-form__lead">{t('login.reset.new_lead')}</p>
    </>
  );
  return (
    <AccountForm form={reset.form} state={state} general={general} busy={busy} intro={intro} onSubmit={reset.submit}>
      <NewPasswordField {...bind('password')} t={t} label={t('login.reset.new_password')} />
      <NewPasswordField {...bind('repeat')} t={t} label={t('login.reset.confirm_password')} repeat />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t('login.reset.save')}
        busyLabel={t('login.reset.saving')}
      />
    </AccountForm>
  );
}
