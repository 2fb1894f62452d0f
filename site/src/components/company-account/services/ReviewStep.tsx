import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { priceText } from '@/components/catalogue/company-view';
import { ModerationBar } from '../shared/ModerationBar';
import { PlansNote } from '../shared/PlansNote';
import { Facts, languageNames } from './Facts';
import type { WizardKey, WizardMessages } from './messages';
import { textToNumber, type ServiceFormState } from './service-form';
import { servicePreviewUrl } from './service-navigation';
import type { Wizard } from './wizard-store';

export interface ReviewStepProps {
  readonly wizard: Wizard;
  readonly uuid: string;
  readonly form: ServiceFormState;
  readonly locale: Locale;
  readonly t: Translate<WizardKey>;
  readonly messages: WizardMessages;
}

/** The price range as the public page writes it, once both prices are numbers. */
function formPrice(form: ServiceFormState, locale: Locale): string | undefined {
  const from = textToNumber(form.price_from);
  const to = textToNumber(form.price_to);
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) return undefined;
  return priceText({ price_from: from, price_to: to, currency: form.currency }, locale);
}

/** Step 5: what was entered at a glance, the preview (in the edited language), and the moderation state with its actions. */
export function ReviewStep({ wizard, uuid, form, locale, t, messages }: ReviewStepProps) {
  const editLocale = useStore(wizard.$editLocale);
  const filled = useStore(wizard.$filled);
  const moderation = useStore(wizard.$moderation);
  const dirty = useStore(wizard.$dirty);
  const saving = useStore(wizard.request.$state).phase === 'loading';
  const publishing = useStore(wizard.$publishing);
  const full = publishing && !publishing.open && (
    <>
      {t('services.plan.publish_full', { plan: t(`admin.plan.${publishing.plan}`), limit: publishing.limit })}
      <PlansNote plans={publishing.plans} t={t} />
    </>
  );
  return (
    <div className="service-wizard__review">
      <p className="admin-note">{t('service_wizard.review_lead')}</p>
      <Facts
        facts={[
          [t('service_wizard.name'), form.name.trim() || '—'],
          [t('service_wizard.price'), formPrice(form, locale) ?? '—'],
          [t('service_wizard.filled_languages'), languageNames(filled, t, t('service_wizard.no_filled_languages'))],
        ]}
      />
      <p>
        <a className="account-button account-button--quiet" href={servicePreviewUrl(locale, uuid, editLocale)}>
          {t('service_wizard.open_preview')}
        </a>
      </p>
      {moderation && (
        <ModerationBar
          state={moderation}
          locale={locale}
          busy={saving || dirty}
          onSubmit={wizard.moderation.submit}
          onPublish={wizard.moderation.publish}
          onUnpublish={wizard.moderation.unpublish}
          messages={messages}
          publishBlocked={full || undefined}
          onBlockedPublish={wizard.offerPlans}
        />
      )}
    </div>
  );
}
