import { useRef, useState, type SubmitEvent } from 'react';
import { changePassword } from '@migralink/shared/api/accounts';
import { PASSWORD_MIN_LENGTH, type Session } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { ProfileKey } from '../messages';
import { hasProblems, problemText } from '@/kit/problems';
import { FormAlert, FormStatus, PasswordField, SubmitButton } from '@/kit/fields';
import { useFocusFirstInvalid, useRequest } from '@/kit/react';
import { checkAnyPassword, checkNewPassword } from '@/kit/checks';
import { validate } from '@/kit/form';

const FIELDS = ['current_password', 'password'] as const;
const EMPTY = { current_password: '', password: '' };

export interface PasswordFormProps {
  readonly t: Translate<ProfileKey>;
  /** The account's e-mail, for password managers. */
  readonly email: string;
  /** The answer is a new session: older tokens (this one too) stop working. */
  readonly onChanged: (session: Session) => void;
  readonly onSessionExpired: () => void;
}

export function PasswordForm({ t, email, onChanged, onSessionExpired }: PasswordFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const { state, run, reject } = useRequest({
    fields: FIELDS,
    codeFields: { invalid_credentials: 'current_password' },
    onSessionExpired,
  });
  useFocusFirstInvalid(form, state);
  const change = (field: keyof typeof values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const fieldError = (field: (typeof FIELDS)[number]) => problemText(t, state.problems.fields[field]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const problems = validate(values, { current_password: checkAnyPassword, password: checkNewPassword });
    if (hasProblems(problems)) return reject(problems);
    await run(async () => {
      const { data } = await callChecked(changePassword, { body: values });
      onChanged(data);
      setValues(EMPTY);
    });
  };

  const busy = state.phase === 'loading';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <PasswordField
        label={t('profile.password.current')}
        name="current_password"
        autoComplete="current-password"
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
        value={values.current_password}
        onChange={change('current_password')}
        error={fieldError('current_password')}
      />
      <PasswordField
        label={t('profile.password.new')}
        name="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        showLabel={t('login.show_password')}
        hideLabel={t('login.hide_password')}
        hint={t('login.password_hint', { min: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={change('password')}
        error={fieldError('password')}
      />
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t('profile.password.submit')}
          busyLabel={t('profile.password.submitting')}
          variant="secondary"
        />
        {state.phase === 'done' && <FormStatus tone="success">{t('profile.password.changed')}</FormStatus>}
      </div>
    </form>
  );
}
