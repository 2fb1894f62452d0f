import { useStore } from '@nanostores/react';
import { useRef, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { MAX_DELIVERY_ADDRESSES } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { AddRow, SubmitButton } from '@/kit/buttons';
import { TextField } from '@/kit/controls';
import { FieldGroup } from '@/kit/field-layout';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { Certificate } from './certificate-store';
import type { CertificateKey } from './messages';

/**
 * "Send by e-mail": up to 5 addresses, one field each; the PDF is mailed in the reader's language. Its submit is
 * the form's primary action, apart from "Add an address" beside the fields.
 */
export function DeliveryForm({
  store,
  locale,
  t,
}: {
  readonly store: Certificate;
  readonly locale: Locale;
  readonly t: Translate<CertificateKey>;
}) {
  const { values, busy, general, state, bind } = useForm(store.delivery, t);
  const sent = useStore(store.$sent);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, state);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.deliver(locale);
  };
  const { error } = bind('emails');
  return (
    <form ref={formRef} className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <FieldGroup
        legend={t('admin.certificates.delivery_title')}
        hint={t('admin.certificates.delivery_hint', { max: MAX_DELIVERY_ADDRESSES })}
        error={error}
      >
        {values.emails.map((email, index) => (
          <div key={index} className="cert-address">
            <TextField
              name={`emails.${index}`}
              type="email"
              inputMode="email"
              label={t('admin.certificates.delivery_address', { number: index + 1 })}
              value={email}
              onChange={(value) => store.setAddress(index, value)}
            />
            {values.emails.length > 1 && (
              <button
                type="button"
                className="account-button account-button--quiet"
                onClick={() => store.removeAddress(index)}
              >
                {t('admin.certificates.remove_address', { number: index + 1 })}
              </button>
            )}
          </div>
        ))}
        <AddRow
          label={t('admin.certificates.add_address')}
          count={values.emails.length}
          max={MAX_DELIVERY_ADDRESSES}
          onAdd={store.addAddress}
          hint={t('admin.certificates.max_addresses', { max: MAX_DELIVERY_ADDRESSES })}
        />
      </FieldGroup>
      {general && <FormAlert>{general}</FormAlert>}
      {sent !== null && <FormStatus tone="success">{t('admin.certificates.delivered', { count: sent })}</FormStatus>}
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t('admin.certificates.deliver')}
          busyLabel={t('admin.certificates.delivering')}
        />
      </div>
    </form>
  );
}
