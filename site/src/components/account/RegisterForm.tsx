import { useId, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { SubmitButton } from '@/kit/buttons';
import { useForm, useHydrated, useIsland, type Bound } from '@/kit/react';
import { AccountForm, EmailField, NameFields, NewPasswordField, PhoneField } from './account-fields';
import type { RegisterMessages } from './messages';
import { createRegister, type SignupRole } from './register-store';
import './account.css';

export interface RegisterFormProps {
  readonly locale: Locale;
  readonly messages: RegisterMessages;
  /** `register`: a client account, or a company account by choice; `partner`: the partner programme. */
  readonly variant: 'register' | 'partner';
}

/** Registration: on 202 the user is sent to check the mailbox (`/registration-success/?email=…`). */
export default function RegisterForm({ locale, messages, variant }: RegisterFormProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const register = useIsland(() =>
    createRegister({ locale, variant, go: (url) => window.location.assign(url), cookies: () => document.cookie }),
  );
  const { state, busy, general, bind } = useForm(register.form, t);
  const hydrated = useHydrated();

  return (
    <AccountForm form={register.form} state={state} general={general} busy={busy} adopt onSubmit={register.submit}>
      {variant === 'register' && <RoleChoice {...bind('role')} t={t} />}
      <NameFields t={t} first={bind('first_name')} last={bind('last_name')} />
      <EmailField {...bind('email')} t={t} />
      <NewPasswordField {...bind('password')} t={t} label={t('login.password')} />
      <PhoneField {...bind('phone')} t={t} />
      <SubmitButton
        busy={busy}
        disabled={!hydrated}
        label={t(variant === 'partner' ? 'partner.submit' : 'register.submit')}
        busyLabel={t('register.submitting')}
      />
    </AccountForm>
  );
}

/** A client account, or a company account (with a word on what that means). */
function RoleChoice({
  value,
  onChange,
  error,
  t,
}: Bound<SignupRole> & { readonly t: Translate<keyof RegisterMessages> }) {
  const hintId = useId();
  return (
    <fieldset className="account-choice" aria-describedby={value === 'company' ? hintId : undefined}>
      <legend className="account-field__label">{t('register.account_type')}</legend>
      {(['client', 'company'] as const).map((option) => (
        <label key={option} className="account-choice__option">
          <input type="radio" name="role" value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>{t(`register.type.${option}`)}</span>
        </label>
      ))}
      {value === 'company' && (
        <p id={hintId} className="account-field__hint">
          {t('register.type.company_hint')}
        </p>
      )}
      {error && <p className="account-field__error">{error}</p>}
    </fieldset>
  );
}
