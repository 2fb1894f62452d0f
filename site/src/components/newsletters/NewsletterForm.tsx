import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { LOCALES } from '@migralink/shared/locales';
import { MAILING_TOPICS } from '@migralink/shared/schemas/mailing';
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX } from '@migralink/shared/schemas/newsletters';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { ChoiceField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { NewsletterKey } from './messages';
import type { NewsletterEditor } from './newsletter-store';

type T = Translate<NewsletterKey>;

/** The newsletter's list and mail, saved with the form's submit; read-only once its send started. */
export function NewsletterForm({ editor, t }: { readonly editor: NewsletterEditor; readonly t: T }) {
  const { state, busy, general, bind } = useForm(editor.form, t);
  const saved = useStore(editor.$saved);
  const dirty = useStore(editor.$dirty);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, state);
  const locked = saved !== null && saved.state !== 'draft';
  return (
    <form
      ref={ref}
      className="admin-card account-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <fieldset disabled={locked} className="account-form letters-fields">
        <ChoiceField
          {...bind('locale')}
          label={t('admin.newsletters.field.locale')}
          placeholder={t('admin.newsletters.choose')}
          choices={LOCALES.map((value) => ({ value, label: t(`admin.newsletters.language.${value}`) }))}
        />
        <ChoiceField
          {...bind('topic')}
          label={t('admin.newsletters.field.topic')}
          placeholder={t('admin.newsletters.choose')}
          choices={MAILING_TOPICS.map((value) => ({ value, label: t(`mailing.topic.${value}`) }))}
        />
        <TextField
          {...bind('subject')}
          label={t('admin.newsletters.field.subject')}
          maxLength={NEWSLETTER_SUBJECT_MAX}
        />
        <TextAreaField
          {...bind('body')}
          label={t('admin.newsletters.field.body')}
          hint={t('admin.newsletters.body_hint')}
          maxLength={NEWSLETTER_BODY_MAX}
          rows={14}
        />
      </fieldset>
      {general && <FormAlert>{general}</FormAlert>}
      {locked && <FormStatus>{t('admin.newsletters.locked')}</FormStatus>}
      {!locked && state.phase === 'done' && !dirty && (
        <FormStatus tone="success">{t('admin.newsletters.saved')}</FormStatus>
      )}
      {!locked && (
        <div className="admin-actions">
          <SubmitButton
            busy={state.phase === 'loading'}
            disabled={busy && !dirty}
            label={t('admin.newsletters.save')}
            busyLabel={t('admin.newsletters.saving')}
          />
        </div>
      )}
    </form>
  );
}
