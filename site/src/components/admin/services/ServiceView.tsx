import { iconUrl } from '@migralink/shared/schemas/company-account';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '../../../i18n/format';
import { priceText } from '../../catalogue/company-view';
import type { PreviewKey } from './messages';

export interface ServiceViewProps {
  readonly service: ServicePage;
  readonly locale: string;
  readonly t: Translate<PreviewKey>;
}

const FEEDBACK_TYPES = [1, 2, 3] as const;
const feedbackKey = (id: number) =>
  (FEEDBACK_TYPES.find((type) => type === id) ?? 1) as (typeof FEEDBACK_TYPES)[number];

/**
 * A service as its public page shows it (spec §3 "Service preview"): the
 * hidden blocks are left out, as the public page leaves them out. Headings
 * start at h2: the page's h1 is the screen's.
 */
export function ServiceView({ service, locale, t }: ServiceViewProps) {
  const price = service.show_price_block ? priceText(service, locale) : undefined;
  const duration =
    service.show_duration_block && service.duration !== null
      ? `${service.duration} ${service.time_unit.name}`
      : undefined;
  const background = service.background_image ? { backgroundImage: `url("${service.background_image}")` } : undefined;
  return (
    <article className="service-view">
      <header className="service-view__hero" style={background}>
        <p className="service-view__company">{service.company.name}</p>
        <h2 className="service-view__title">{service.name}</h2>
        <p className="service-view__where">
          {service.country.name} · {service.main_category.name}
        </p>
        {service.purposes.length > 0 && (
          <ul className="service-view__tags" aria-label={t('services.preview.purposes')}>
            {service.purposes.map((purpose) => (
              <li key={purpose.id}>{purpose.name}</li>
            ))}
          </ul>
        )}
      </header>

      {(price || duration) && (
        <dl className="service-view__facts">
          {price && (
            <div>
              <dt>{t('services.preview.price')}</dt>
              <dd>{price}</dd>
            </div>
          )}
          {duration && (
            <div>
              <dt>{t('services.preview.duration')}</dt>
              <dd>{duration}</dd>
            </div>
          )}
        </dl>
      )}

      {service.categories.length > 0 && (
        <p className="service-view__categories">
          {t('services.preview.categories')}: {service.categories.map((category) => category.name).join(', ')}
        </p>
      )}

      {service.receiving_reason && (
        <section className="service-view__section">
          <h3>{t('services.preview.reason')}</h3>
          <p className="service-view__text">{service.receiving_reason}</p>
        </section>
      )}
      {service.applicant_requirements && (
        <section className="service-view__section">
          <h3>{t('services.preview.requirements')}</h3>
          <p className="service-view__text">{service.applicant_requirements}</p>
        </section>
      )}

      {service.show_documents_block && service.documents.length > 0 && (
        <section className="service-view__section">
          <h3>{t('services.preview.documents')}</h3>
          <ul className="service-view__documents">
            {service.documents.map((document) => (
              <li key={document.uuid}>
                {document.icon && <img src={iconUrl(document.icon)} alt="" width="20" height="20" />}
                {document.name}
              </li>
            ))}
          </ul>
        </section>
      )}

      {service.show_required_steps_block && service.required_steps.length > 0 && (
        <section className="service-view__section">
          <h3>{t('services.preview.steps')}</h3>
          <ol className="service-view__points service-view__points--steps">
            {service.required_steps.map((step) => (
              <li key={step.uuid}>
                <p className="service-view__point-name">{step.name}</p>
                {step.description && <p className="service-view__text">{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}

      {service.show_benefits_block && service.benefits.length > 0 && (
        <section className="service-view__section">
          <h3>{t('services.preview.benefits')}</h3>
          <ul className="service-view__points">
            {service.benefits.map((benefit) => (
              <li key={benefit.uuid}>
                {benefit.icon && <img src={iconUrl(benefit.icon)} alt="" width="24" height="24" />}
                <p className="service-view__point-name">{benefit.name}</p>
                {benefit.description && <p className="service-view__text">{benefit.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {service.feedback_forms.map((feedback) => (
        <section
          key={feedback.uuid}
          className="service-view__feedback"
          style={feedback.background_image ? { backgroundImage: `url("${feedback.background_image}")` } : undefined}
        >
          <h3>{t(`services.preview.feedback.${feedbackKey(feedback.type_id)}`)}</h3>
          {feedback.description && <p className="service-view__text">{feedback.description}</p>}
        </section>
      ))}
    </article>
  );
}
