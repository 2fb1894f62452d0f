import { useId, type ChangeEvent } from 'react';
import { useStore } from '@nanostores/react';
import { IMAGE_TYPES } from '@migralink/shared/account-rules';
import type { Profile } from '@migralink/shared/schemas/auth';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { problemText } from '@/kit/problems';
import { Avatar } from './Avatar';
import type { ProfilePartProps } from './profile-store';

export type AvatarPickerProps = ProfilePartProps & { readonly profile: Profile };

/** Shows the avatar; a chosen image is uploaded to storage, checked by the API and shown at once. */
export function AvatarPicker({ store, profile, t }: AvatarPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const state = useStore(store.avatar.$state);
  const busy = state.phase === 'loading';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after an error) is a change too.
    input.value = '';
    if (file) void store.chooseAvatar(file);
  };

  return (
    <div className="profile-avatar">
      <Avatar profile={profile} alt={t('profile.photo.alt')} />
      <div className="profile-avatar__controls">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden profile-avatar__input"
          aria-describedby={hintId}
          disabled={busy}
          onChange={choose}
        />
        <label htmlFor={inputId} className="account-button account-button--secondary profile-avatar__choose">
          {t('profile.photo.choose')}
        </label>
        <p id={hintId} className="account-field__hint">
          {t('profile.photo.hint')}
        </p>
        {busy && <FormStatus>{t('profile.photo.uploading')}</FormStatus>}
        {state.phase === 'done' && <FormStatus tone="success">{t('profile.photo.updated')}</FormStatus>}
        {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      </div>
    </div>
  );
}
