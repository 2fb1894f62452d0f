import { useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { signup } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import { PASSWORD_MIN_LENGTH, type SIGNUP_ROLES } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { accountUrl } from '@/urls/account-paths';
import type { RegisterMessages } from './messages';
import { hasProblems, problemText } from '@/kit/problems';
import { FormAlert, PasswordField, SubmitButton, TextField } from '@/kit/fields';
import { useAdoptTypedValues, useFocusFirstInvalid, useHydrated, useRequest } from '@/kit/react';
import { checkEmail, checkName, checkNewPassword, checkOptionalPhone, normalizePhone } from '@/kit/checks';
import { validate } from '@/kit/form';
import './account.css';

type SignupRole = (typeof SIGNUP_ROLES)[number];
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'phone', 'role'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'role'>, string>;

export interface RegisterFormProps {
  readonly locale: Locale;
  readonly messages: RegisterMessages;
  /** `register`: a client account, or a company account by choice; `partner`: the partner programme. */
  readonly variant: 'register' | 'partner';
}

/** Registration: on 202 the user is sent to check the mailbox (`/registration-success/?email=…`). */
export default function RegisterForm({ locale, messages, variant }: RegisterFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const roleHintId = useId();
  const [values, setValues] = useState<Values>({ first_name: '', last_name: '', email: '', password: '', phone: '' });
  const [role, setRole] = useState<SignupRole>(variant === 'partner' ? 'partner' : 'client');
  const { state, run, reject } = useRequest({ fields: FIELDS });
  useFocusFirstInvalid(form, state);
  useAdoptTypedValues(form, (name, value) => {
    if (name in values) setValues((old) => ({ ...old, [name]: value }));
    else if (name === 'role' && (value === 'client' || value === 'company')) setRole(value);
  });
  const change = (field: keyof Values) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const fieldError = (field: Field) => problemText(t, state.problems.fields[field]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const problems = validate(values, {
      first_name: checkName,
      last_name: checkName,
      email: checkEmail,
      password: checkNewPassword,
      phone: checkOptionalPhone,
    });
    if (hasProblems(problems)) return reject(problems);
    const email = values.email.trim();
    const phone = normalizePhone(values.phone);
    await run(async () => {
      await callChecked(signup, {
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email,
          password: values.password,
          role,
          ...(phone ? { phone } : {}),
        },
      });
      window.location.assign(accountUrl(locale, 'registrationSuccess', { email }));
    });
  };

  const busy = state.phase === 'loading' || state.phase === 'done';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      {variant === 'register' && (
        <fieldset className="account-choice" aria-describedby={role === 'company' ? roleHintId : undefined}>
          <legend className="account-field__label">{t('register.account_type')}</legend>
          {(['client', 'company'] as const).map((option) => (
            <label key={option} className="account-choice__option">
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
              />
              <span>{t(`register.type.${option}`)}</span>
            </label>
          ))}
          {role === 'company' && (
            <p id={roleHintId} className="account-field__hint">
              {t('register.type.company_hint')}
            </p>
          )}
          {fieldError('role') && <p className="account-field__error">{fieldError('role')}</p>}
        </fieldset>
      )}
      <div className="account-form__row">
        <TextField
          label={t('register.first_name')}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={80}
          value={values.first_name}
          onChange={change('first_name')}
          error={fieldError('first_name')}
        />
        <TextField
          label={t('register.last_name')}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={80}
          value={values.last_name}
          onChange={change('last_name')}
          error={fieldError('last_name')}
        />
      </div>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('login.email_placeholder')}
        required
        value={values.email}
        onChange={change('email')}
        error={fieldError('email')}
      />
      <PasswordField
        label={t('login.password')}
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
      <TextField
        label={t('register.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional={t('common.optional')}
        hint={t('register.phone_hint')}
        value={values.phone}
        onChange={change('phone')}
        error={fieldError('phone')}
      />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t(variant === 'partner' ? 'partner.submit' : 'register.submit')}
        busyLabel={t('register.submitting')}
      />
    </form>
  );
}
