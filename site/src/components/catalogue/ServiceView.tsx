import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { getServicePage } from '@migralink/shared/api/catalogue';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $locale } from '@/stores/locale';
import { LivePageStatus, useHeadData, useLivePage } from './live-page';
import { canonicalUrl } from '@/urls/localized-url';
import { companyPagePath } from '@/urls/catalogue-paths';
import { ServiceDetails } from './ServiceDetails';
import { serviceJsonLd } from './service-view';
import type { ServiceViewMessages } from './messages';
import '../search/search-teaser.css';

async function loadService(id: string): Promise<ServicePage> {
  return (await callChecked(getServicePage, { params: { id } })).data;
}

export interface ServiceViewProps {
  readonly messages: ServiceViewMessages;
  /** The service, when the address names it in its path; else the address's `?id=`. */
  readonly id?: string;
}

/** The live service page (`/service/?id=<uuid>`) for a service published after the build; the 404 page sends here. */
export default function ServiceView({ messages, id }: ServiceViewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const live = useLivePage(loadService, id);
  const state = useStore(live.$state);
  const service = state.status === 'done' ? state.page : undefined;

  // The title names the service, and search engines get its schema.org Service.
  const head = useMemo(() => {
    if (!service) return undefined;
    const origin = window.location.origin;
    const company = canonicalUrl(origin, locale, companyPagePath(service.company.slug));
    return {
      title: t('meta.title_template', { title: service.name, brand: t('common.brand') }),
      jsonLd: serviceJsonLd(service, { page: window.location.href, company, origin }),
    };
  }, [service, t, locale]);
  useHeadData('service-json-ld', head);

  if (!service)
    return (
      <LivePageStatus
        state={state}
        retry={() => void live.retry()}
        t={t}
        texts={{ loading: 'service.loading', notFound: 'service.not_found', error: 'service.error' }}
      />
    );
  return <ServiceDetails service={service} locale={locale} t={t} contact={t('lead.contact')} />;
}
