import { FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { useForm } from '@/kit/react';
import { AccountForm, CurrentPasswordField, NewPasswordField } from '../account-fields';
import type { ProfilePartProps } from './profile-store';

export type PasswordFormProps = ProfilePartProps & {
  /** The account's e-mail, for password managers. */
  readonly email: string;
};

/** The current password and a new one; the answer is a new session. */
export function PasswordForm({ store, t, email }: PasswordFormProps) {
  const { state, general, bind } = useForm(store.password, t);
  const busy = state.phase === 'loading';
  return (
    <AccountForm form={store.password} state={state} general={general} busy={busy} onSubmit={store.changePassword}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <CurrentPasswordField {...bind('current_password')} t={t} label={t('profile.password.current')} />
      <NewPasswordField {...bind('password')} t={t} label={t('profile.password.new')} />
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t('profile.password.submit')}
          busyLabel={t('profile.password.submitting')}
          variant="secondary"
        />
        {state.phase === 'done' && <FormStatus tone="success">{t('profile.password.changed')}</FormStatus>}
      </div>
    </AccountForm>
  );
}
