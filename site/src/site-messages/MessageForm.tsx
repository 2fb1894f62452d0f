import { useStore } from '@nanostores/react';
import { useRef, type SubmitEvent } from 'react';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SentNotice } from '@/kit/sent-notice';
import { SubmitButton } from '@/kit/buttons';
import { CheckField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { Honeypot } from '@/kit/honeypot';
import { useAdoptInto, useFocusFirstInvalid, useForm } from '@/kit/react';
import { SITE_MESSAGE_LIMITS } from '@migralink/shared/schemas/site-messages';
import type { MessageForm as MessageFormStore } from './message-form-store';
import type { SiteMessageKey, SiteMessageMessages } from './messages';
import './site-messages.css';

type T = Translate<keyof SiteMessageMessages>;

export interface MessageFormProps {
  readonly store: MessageFormStore;
  readonly t: T;
  /** What the sent notice's button does (close the popup, write again) and says. */
  readonly after: { readonly label: string; readonly onAction: () => void };
}

/**
 * A form to the platform's staff: the public ones (contacts page, feedback) ask who writes and their consent
 * and carry the hidden field; a company's suggestion asks only what it is. Send waits for the form's token.
 */
export function MessageForm({ store, t, after }: MessageFormProps) {
  const { state, busy, general, bind } = useForm(store.form, t);
  const token = useStore(store.$token);
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  useAdoptInto(element, store.form);
  if (state.phase === 'done')
    return (
      <SentNotice
        title={t('site_message.form.sent')}
        text={t(SENT_TEXT[store.kind])}
        actionLabel={after.label}
        onAction={after.onAction}
      />
    );
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const improvement = store.kind === 'improvement';
  return (
    <form ref={element} className="site-message-form account-form" method="post" noValidate onSubmit={onSubmit}>
      {general && <FormAlert>{general}</FormAlert>}
      {token === 'failed' && <FormAlert>{t('site_message.form.unavailable')}</FormAlert>}
      {!improvement && <Sender store={store} t={t} />}
      {store.kind !== 'feedback' && (
        <TextField
          {...bind('subject')}
          label={t(improvement ? 'site_message.improvement.subject' : 'site_message.form.subject')}
          maxLength={SITE_MESSAGE_LIMITS.subject}
          required={improvement}
          {...(!improvement && { optional: t('common.optional') })}
        />
      )}
      <TextAreaField
        {...bind('message')}
        label={t(improvement ? 'site_message.improvement.message' : 'site_message.form.message')}
        maxLength={SITE_MESSAGE_LIMITS.message}
      />
      {!improvement && <Consent store={store} t={t} />}
      <SubmitButton
        busy={busy}
        disabled={token !== 'ready'}
        label={t('site_message.form.send')}
        busyLabel={t('site_message.form.sending')}
      />
    </form>
  );
}

const SENT_TEXT = {
  contact: 'site_message.form.sent_text',
  feedback: 'site_message.feedback.sent_text',
  improvement: 'site_message.improvement.sent_text',
} as const satisfies Record<MessageFormStore['kind'], SiteMessageKey>;

/** Who writes: the name and the address the copy and the answer go to. */
function Sender({ store, t }: { readonly store: MessageFormStore; readonly t: T }) {
  const { bind } = useForm(store.form, t);
  return (
    <>
      <TextField {...bind('name')} label={t('site_message.form.name')} autoComplete="name" required />
      <TextField
        {...bind('email')}
        type="email"
        label={t('site_message.form.email')}
        hint={t('site_message.form.email_hint')}
        autoComplete="email"
        required
      />
    </>
  );
}

/** The consent a public form needs, and its hidden field. */
function Consent({ store, t }: { readonly store: MessageFormStore; readonly t: T }) {
  const { bind } = useForm(store.form, t);
  const consent = bind('consent');
  const website = bind('website');
  return (
    <>
      <FieldGroup legend={t('site_message.form.consent_legend')} error={consent.error}>
        <CheckField
          name="consent"
          label={t('site_message.form.consent')}
          checked={consent.value}
          onChange={consent.onChange}
        />
      </FieldGroup>
      <Honeypot value={website.value} onChange={website.onChange} label={t('site_message.form.website')} />
    </>
  );
}
