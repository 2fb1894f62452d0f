import { useRef, type ReactNode, type RefObject } from 'react';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@migralink/shared/account-rules';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { PasswordField, TextField } from '@/kit/controls';
import type { Form } from '@/kit/form';
import { useAdoptInto, useFocusFirstInvalid, type Bound } from '@/kit/react';
import type { RequestState } from '@/kit/request';

/**
 * The account forms' frame, and the fields that stand in more than one form,
 * each with its texts and browser hints; a field takes what `bind(name)` hands a control.
 */
type Field = Bound<string>;
type PasswordKey = 'login.show_password' | 'login.hide_password';

const NOWHERE: RefObject<HTMLFormElement | null> = { current: null };

/**
 * An account form: `method="post"` so nothing reaches a URL before hydration,
 * the general error first, the focus on the first problem after a failed submit,
 * and with `adopt` what the browser filled in before hydration taken into the store.
 */
export function AccountForm<V extends object>({
  form,
  state,
  general,
  busy,
  onSubmit,
  adopt = false,
  intro,
  children,
}: {
  readonly form: Form<V>;
  readonly state: RequestState<string>;
  readonly general: string | undefined;
  readonly busy: boolean;
  readonly onSubmit: () => unknown;
  readonly adopt?: boolean;
  /** Shown above the general error (a title). */
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  useAdoptInto(adopt ? element : NOWHERE, form);
  return (
    <form
      ref={element}
      className="account-form"
      method="post"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {intro}
      {general && <FormAlert>{general}</FormAlert>}
      {children}
    </form>
  );
}

export function EmailField({
  t,
  autoComplete = 'email',
  ...field
}: Field & {
  readonly t: Translate<'login.email' | 'login.email_placeholder'>;
  /** `username` on sign-in, so password managers pair it with the password. */
  readonly autoComplete?: 'email' | 'username';
}) {
  return (
    <TextField
      {...field}
      label={t('login.email')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder={t('login.email_placeholder')}
      required
    />
  );
}

/** A password the user already has (sign-in, the current one when changing it). */
export function CurrentPasswordField({
  t,
  label,
  ...field
}: Field & { readonly t: Translate<PasswordKey>; readonly label: string }) {
  return (
    <PasswordField
      {...field}
      label={label}
      autoComplete="current-password"
      showLabel={t('login.show_password')}
      hideLabel={t('login.hide_password')}
    />
  );
}

/** A new password; the first is checked by the browser and names the minimum, `repeat` only repeats it. */
export function NewPasswordField({
  t,
  label,
  repeat = false,
  ...field
}: Field & {
  readonly t: Translate<PasswordKey | 'login.password_hint'>;
  readonly label: string;
  readonly repeat?: boolean;
}) {
  return (
    <PasswordField
      {...field}
      label={label}
      autoComplete="new-password"
      {...(!repeat && { minLength: PASSWORD_MIN_LENGTH, hint: t('login.password_hint', { min: PASSWORD_MIN_LENGTH }) })}
      showLabel={t('login.show_password')}
      hideLabel={t('login.hide_password')}
    />
  );
}

/** First and last name side by side. */
export function NameFields({
  t,
  first,
  last,
}: {
  readonly t: Translate<'register.first_name' | 'register.last_name'>;
  readonly first: Field;
  readonly last: Field;
}) {
  const name = (field: Field, label: string, autoComplete: 'given-name' | 'family-name') => (
    <TextField {...field} label={label} autoComplete={autoComplete} required maxLength={NAME_MAX_LENGTH} />
  );
  return (
    <div className="account-form__row">
      {name(first, t('register.first_name'), 'given-name')}
      {name(last, t('register.last_name'), 'family-name')}
    </div>
  );
}

/** An optional phone, in international form. */
export function PhoneField({
  t,
  ...field
}: Field & { readonly t: Translate<'register.phone' | 'register.phone_hint' | 'common.optional'> }) {
  return (
    <TextField
      {...field}
      label={t('register.phone')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      optional={t('common.optional')}
      hint={t('register.phone_hint')}
    />
  );
}
