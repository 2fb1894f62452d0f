import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { createTranslator } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { CheckField, ChoiceField } from '@/kit/choices';
import { TextAreaField, TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { LeadPopup as LeadPopupStore } from './lead-popup-store';
import type { LeadPopupData } from './messages';
import './lead-popup.css';

export interface LeadPopupProps {
  readonly popup: LeadPopupStore;
  readonly data: LeadPopupData;
}

/**
 * The lead popup: a modal `<dialog>` (the browser traps the focus in it, Escape closes it, its heading
 * names it) with the lead form, and a thank-you once the lead is sent. Opened by `<lead-contact>` buttons.
 */
export default function LeadPopup({ popup, data }: LeadPopupProps) {
  const t = useMemo(() => createTranslator(data.messages), [data.messages]);
  const state = useStore(popup.$state);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.open && !element.open) element.showModal();
    if (!state.open && element.open) element.close();
  }, [state.open]);

  return (
    <dialog ref={dialog} className="lead-popup" aria-labelledby={titleId} onClose={popup.close}>
      <div className="lead-popup__head">
        <h2 id={titleId} className="lead-popup__title">
          {t('lead.title', { name: state.title })}
        </h2>
        <button type="button" className="lead-popup__close" aria-label={t('common.close')} onClick={popup.close}>
          ×
        </button>
      </div>
      {state.about && <p className="lead-popup__about">{t('lead.about', { service: state.about })}</p>}
      {state.open && <LeadForm popup={popup} data={data} t={t} />}
    </dialog>
  );
}

type T = ReturnType<typeof createTranslator<keyof LeadPopupData['messages']>>;

function LeadForm({ popup, data, t }: LeadPopupProps & { readonly t: T }) {
  const { state, busy, general, bind } = useForm(popup.form, t);
  // Send waits for the form's token to be as old as the API's minimum fill time (the API measures it).
  const { formToken } = useStore(popup.$state);
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  if (state.phase === 'done') return <Thanks t={t} onClose={popup.close} />;
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
      <Trap value={bind('website').value} onChange={bind('website').onChange} label={t('lead.website')} />
      <SubmitButton busy={busy} disabled={formToken !== 'ready'} label={t('lead.send')} busyLabel={t('lead.sending')} />
    </form>
  );
}

/** The honeypot: a field people never see (off screen, out of the tab order); a robot that fills it is ignored. */
function Trap({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <div className="lead-popup__trap" aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}

function Thanks({ t, onClose }: { readonly t: T; readonly onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="lead-popup__thanks">
      <FormStatus tone="success">
        <strong>{t('lead.thanks')}</strong> {t('lead.thanks_text')}
      </FormStatus>
      <button ref={button} type="button" className="account-button account-button--primary" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}
