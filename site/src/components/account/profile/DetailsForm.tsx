import type { Locale } from '@migralink/shared/locales';
import { POSITION_MAX_LENGTH } from '@/kit/checks';
import { FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextField } from '@/kit/controls';
import { describedBy, FieldFrame } from '@/kit/field-layout';
import { useForm, type Bound } from '@/kit/react';
import { AccountForm, NameFields, PhoneField } from '../account-fields';
import type { ProfilePartProps } from './profile-store';

export interface LanguageOption {
  readonly code: Locale;
  readonly name: string;
}

export type DetailsFormProps = ProfilePartProps & { readonly languages: readonly LanguageOption[] };

/** Names, position, phone, language and the mail preference (PUT /v1/auth/profile). */
export function DetailsForm({ store, t, languages }: DetailsFormProps) {
  const { values, state, general, bind } = useForm(store.details, t);
  const busy = state.phase === 'loading';
  return (
    <AccountForm form={store.details} state={state} general={general} busy={busy} onSubmit={store.saveDetails}>
      <NameFields t={t} first={bind('first_name')} last={bind('last_name')} />
      <div className="account-form__row">
        <TextField
          {...bind('position')}
          label={t('profile.position')}
          autoComplete="organization-title"
          optional={t('common.optional')}
          hint={t('profile.position_hint')}
          maxLength={POSITION_MAX_LENGTH}
        />
        <PhoneField {...bind('phone')} t={t} />
      </div>
      <LanguageSelect
        {...bind('language')}
        label={t('profile.language')}
        hint={t('profile.language_hint')}
        languages={languages}
      />
      <label className="account-check">
        <input
          type="checkbox"
          name="email_notifications"
          checked={values.email_notifications}
          onChange={(event) => store.details.set('email_notifications', event.currentTarget.checked)}
        />
        <span>{t('profile.email_notifications')}</span>
      </label>
      <div className="account-form__actions">
        <SubmitButton busy={busy} label={t('profile.save')} busyLabel={t('profile.saving')} />
        {state.phase === 'done' && <FormStatus tone="success">{t('profile.saved')}</FormStatus>}
      </div>
    </AccountForm>
  );
}

interface LanguageSelectProps extends Bound<Locale> {
  readonly label: string;
  readonly hint: string;
  readonly languages: readonly LanguageOption[];
}

function LanguageSelect({ label, hint, languages, name, value, onChange, error }: LanguageSelectProps) {
  const id = 'profile-language';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        className="account-field__input account-field__select"
        value={value}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = languages.find((language) => language.code === event.currentTarget.value);
          if (chosen) onChange(chosen.code);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
