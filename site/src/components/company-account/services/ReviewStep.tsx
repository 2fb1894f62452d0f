import type { Locale } from '@migralink/shared/locales';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import type { Translate } from '@/i18n/format';
import { priceText } from '@/components/catalogue/company-view';
import { ModerationBar, type ModerationBarProps } from '../shared/ModerationBar';
import type { WizardKey, WizardMessages } from './messages';
import { textToNumber, type ServiceFormState } from './service-form';
import { servicePreviewUrl } from './service-navigation';

export interface ReviewStepProps {
  readonly uuid: string;
  readonly locale: Locale;
  /** The language being edited: the preview shows it. */
  readonly editLocale: Locale;
  readonly form: ServiceFormState;
  readonly filled: readonly Locale[];
  readonly moderation: ModerationStateView | null;
  readonly busy: boolean;
  readonly t: Translate<WizardKey>;
  readonly messages: WizardMessages;
  readonly actions: Pick<ModerationBarProps, 'onSubmit' | 'onPublish' | 'onUnpublish'>;
}

/** Step 5: what was entered at a glance, the preview, and the moderation state with its actions. */
export function ReviewStep({
  uuid,
  locale,
  editLocale,
  form,
  filled,
  moderation,
  busy,
  t,
  messages,
  actions,
}: ReviewStepProps) {
  const from = textToNumber(form.price_from);
  const to = textToNumber(form.price_to);
  const price =
    from !== undefined && to !== undefined && !Number.isNaN(from) && !Number.isNaN(to)
      ? priceText({ price_from: from, price_to: to, currency: form.currency }, locale)
      : undefined;
  return (
    <div className="service-wizard__review">
      <p className="admin-note">{t('service_wizard.review_lead')}</p>
      <dl className="services__facts">
        <div>
          <dt>{t('service_wizard.name')}</dt>
          <dd>{form.name.trim() || '—'}</dd>
        </div>
        <div>
          <dt>{t('service_wizard.price')}</dt>
          <dd>{price ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('service_wizard.filled_languages')}</dt>
          <dd>
            {filled.length
              ? filled.map((code) => t(`admin.locale.${code}`)).join(', ')
              : t('service_wizard.no_filled_languages')}
          </dd>
        </div>
      </dl>
      <p>
        <a className="account-button account-button--quiet" href={servicePreviewUrl(locale, uuid, editLocale)}>
          {t('service_wizard.open_preview')}
        </a>
      </p>
      {moderation && <ModerationBar state={moderation} locale={locale} busy={busy} messages={messages} {...actions} />}
    </div>
  );
}
