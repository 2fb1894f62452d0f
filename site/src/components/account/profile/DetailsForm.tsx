import { useRef, useState, type SubmitEvent } from 'react';
import { updateProfile } from '@migralink/shared/api/accounts';
import type { Locale } from '@migralink/shared/locales';
import type { Profile } from '@migralink/shared/schemas/auth';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import type { ProfileKey } from '../messages';
import { hasProblems, problemText } from '@/kit/problems';
import { describedBy, FieldFrame, FormAlert, FormStatus, SubmitButton, TextField } from '@/kit/fields';
import { useFocusFirstInvalid, useRequest } from '@/kit/react';
import { NAME_MAX_LENGTH, POSITION_MAX_LENGTH } from '@/kit/checks';
import { PROFILE_FIELDS, profileUpdate, profileValues, validateProfile, type ProfileValues } from './profile-form';

export interface LanguageOption {
  readonly code: Locale;
  readonly name: string;
}

export interface DetailsFormProps {
  readonly profile: Profile;
  readonly t: Translate<ProfileKey>;
  readonly languages: readonly LanguageOption[];
  readonly onSaved: (profile: Profile) => void;
  readonly onSessionExpired: () => void;
}

/** Names, position, phone, language and the mail preference (PUT /v1/auth/profile). */
export function DetailsForm({ profile, t, languages, onSaved, onSessionExpired }: DetailsFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const { state, run, reject, reset } = useRequest({ fields: PROFILE_FIELDS, onSessionExpired });
  useFocusFirstInvalid(form, state);
  const change = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((old) => ({ ...old, [field]: value }));
    reset();
  };
  const fieldError = (field: (typeof PROFILE_FIELDS)[number]) => problemText(t, state.problems.fields[field]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.phase === 'loading') return;
    const problems = validateProfile(values);
    if (hasProblems(problems)) return reject(problems);
    await run(async () => {
      const { data } = await callChecked(updateProfile, { body: profileUpdate(values) });
      setValues(profileValues(data));
      onSaved(data);
    });
  };

  const busy = state.phase === 'loading';
  return (
    <form ref={form} className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <div className="account-form__row">
        <TextField
          label={t('register.first_name')}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.first_name}
          onChange={(value) => change('first_name', value)}
          error={fieldError('first_name')}
        />
        <TextField
          label={t('register.last_name')}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.last_name}
          onChange={(value) => change('last_name', value)}
          error={fieldError('last_name')}
        />
      </div>
      <div className="account-form__row">
        <TextField
          label={t('profile.position')}
          name="position"
          autoComplete="organization-title"
          optional={t('common.optional')}
          hint={t('profile.position_hint')}
          maxLength={POSITION_MAX_LENGTH}
          value={values.position}
          onChange={(value) => change('position', value)}
          error={fieldError('position')}
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
          onChange={(value) => change('phone', value)}
          error={fieldError('phone')}
        />
      </div>
      <LanguageSelect
        label={t('profile.language')}
        hint={t('profile.language_hint')}
        languages={languages}
        value={values.language}
        onChange={(value) => change('language', value)}
        error={fieldError('language')}
      />
      <label className="account-check">
        <input
          type="checkbox"
          name="email_notifications"
          checked={values.email_notifications}
          onChange={(event) => change('email_notifications', event.currentTarget.checked)}
        />
        <span>{t('profile.email_notifications')}</span>
      </label>
      <div className="account-form__actions">
        <SubmitButton busy={busy} label={t('profile.save')} busyLabel={t('profile.saving')} />
        {state.phase === 'done' && <FormStatus tone="success">{t('profile.saved')}</FormStatus>}
      </div>
    </form>
  );
}

interface LanguageSelectProps {
  readonly label: string;
  readonly hint: string;
  readonly languages: readonly LanguageOption[];
  readonly value: Locale;
  readonly onChange: (value: Locale) => void;
  readonly error: string | undefined;
}

function LanguageSelect({ label, hint, languages, value, onChange, error }: LanguageSelectProps) {
  const id = 'profile-language';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name="language"
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
