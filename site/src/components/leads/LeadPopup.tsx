import { useStore } from '@nanostores/react';
import { useMemo, useRef, type FormEvent } from 'react';
import { createTranslator } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SentNotice } from '@/kit/sent-notice';
import { SubmitButton } from '@/kit/buttons';
import { CheckField, ChoiceField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { Honeypot } from '@/kit/honeypot';
import { Modal } from '@/kit/modal';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { LeadPopup as LeadPopupStore } from './lead-popup-store';
import type { LeadPopupData } from './messages';
import './lead-popup.css';

export interface LeadPopupProps {
  readonly popup: LeadPopupStore;
  readonly data: LeadPopupData;
}

/**
 * The lead popup: the kit's modal dialog with the lead form, and a thank-you once the lead is sent. Opened by
 * `<lead-contact>` buttons.
 */
export default function LeadPopup({ popup, data }: LeadPopupProps) {
  const t = useMemo(() => createTranslator(data.messages), [data.messages]);
  const state = useStore(popup.$state);
  return (
    <Modal
      open={state.open}
      title={t('lead.title', { name: state.title })}
      closeLabel={t('common.close')}
      onClose={popup.close}
    >
      {state.about && <p className="lead-popup__about">{t('lead.about', { service: state.about })}</p>}
      {state.open && <LeadForm popup={popup} data={data} t={t} />}
    </Modal>
  );
}

type T = ReturnType<typeof createTranslator<keyof LeadPopupData['messages']>>;

function LeadForm({ popup, data, t }: LeadPopupProps & { readonly t: T }) {
  const { state, busy, general, bind } = useForm(popup.form, t);
  // Send waits for the form's token to be as old as the API's minimum fill time (the API measures it).
  const { formToken } = useStore(popup.$state);
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  if (state.phase === 'done')
    return (
      <SentNotice
        title={t('lead.thanks')}
        text={t('lead.thanks_text')}
        actionLabel={t('common.close')}
        onAction={popup.close}
      />
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void popup.submit();
  };
  const consent = bind('consent');
  const country = bind('country');
  return (
    <form ref={element} className="lead-popup__form account-form" method="post" noValidate onSubmit={onSubmit}>
      {general && <FormAlert>{general}</FormAlert>}
      {formToken === 'failed' && <FormAlert>{t('lead.form_unavailable')}</FormAlert>}
      <TextField {...bind('name')} label={t('lead.name')} autoComplete="name" required />
      <p className="account-field__hint">{t('lead.contact_hint')}</p>
      <TextField
        {...bind('email')}
        type="email"
        label={t('lead.email')}
        autoComplete="email"
        optional={t('lead.optional')}
      />
      <TextField
        {...bind('phone')}
        type="tel"
        label={t('lead.phone')}
        hint={t('lead.phone_hint')}
        autoComplete="tel"
        placeholder="+49 30 123456"
        optional={t('lead.optional')}
      />
      <TextAreaField {...bind('message')} label={t('lead.message')} maxLength={2000} optional={t('lead.optional')} />
      <ChoiceField
        {...country}
        onChange={popup.setCountry}
        label={t('lead.country')}
        choices={data.countries}
        placeholder={t('lead.choose_country')}
      />
      <FieldGroup legend={t('lead.consent_legend')} error={consent.error}>
        <CheckField name="consent" label={t('lead.consent')} checked={consent.value} onChange={consent.onChange} />
      </FieldGroup>
      <Honeypot value={bind('website').value} onChange={bind('website').onChange} label={t('lead.website')} />
      <SubmitButton busy={busy} disabled={formToken !== 'ready'} label={t('lead.send')} busyLabel={t('lead.sending')} />
    </form>
  );
}
