import type { HTMLAttributes } from 'react';
import '@/kit/button.css';
import './lead-contact.css';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'lead-contact': HTMLAttributes<HTMLElement>;
    }
  }
}

/** What a contact button opens: the company, optionally one of its services, named for the dialog. */
export interface LeadContactProps {
  readonly label: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly serviceId?: string | undefined;
  readonly serviceName?: string | undefined;
  /** The page it is on (the popup's `pageType`): `company` or `service`, or `card` for a results list's card. */
  readonly page: 'company' | 'service' | 'card';
  /** The button's name when its text alone would not tell which company (a card among others). */
  readonly accessibleLabel?: string | undefined;
  /** `secondary`: a quieter button, for the cards of a list. */
  readonly variant?: 'primary' | 'secondary';
}

/**
 * The "Contact the company" button, disabled until `<lead-contact>` is defined
 * (`LeadPopupScript.astro`), which loads the popup when it is first pressed.
 */
export function LeadContact({
  label,
  companyId,
  companyName,
  serviceId,
  serviceName,
  page,
  accessibleLabel,
  variant = 'primary',
}: LeadContactProps) {
  return (
    <lead-contact
      className="lead-contact"
      data-kind="company"
      data-company={companyId}
      data-title={companyName}
      data-page={page}
      {...(serviceId && { 'data-service': serviceId, 'data-about': serviceName })}
    >
      <button
        type="button"
        className={`account-button account-button--${variant} lead-contact__button`}
        aria-label={accessibleLabel}
        disabled
      >
        {label}
      </button>
    </lead-contact>
  );
}
