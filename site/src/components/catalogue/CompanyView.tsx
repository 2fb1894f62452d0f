import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo } from 'react';
import { getCompanyPage, listCompanyServices } from '@migralink/shared/api/catalogue';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $locale } from '@/stores/locale';
import { localizedPath } from '@/urls/localized-url';
import { COMPANIES_PATH } from '@/urls/catalogue-paths';
import { CompanyDetails } from './CompanyDetails';
import { organizationJsonLd } from './company-json-ld';
import { LivePageStatus, useHeadData, useLivePage } from './live-page';
import type { ReviewsIslandMessages } from '../reviews/messages';
import type { CompanyViewMessages } from './messages';
import '../search/search-teaser.css';
import './catalogue.css';

// The reviews' code loads once the company is there to show.
const LiveCompanyReviews = lazy(() => import('../reviews/LiveCompanyReviews'));

async function loadCompany(uuid: string): Promise<{ company: CompanyPage; services: readonly ServiceSummary[] }> {
  const [company, services] = await Promise.all([
    callChecked(getCompanyPage, { params: { uuid } }),
    callChecked(listCompanyServices, { params: { uuid } }),
  ]);
  return { company: company.data, services: services.data };
}

export interface CompanyViewProps {
  readonly messages: CompanyViewMessages;
  /** The company, when the address names it in its path; else the address's `?id=`. */
  readonly id?: string;
  /** The reviews section's texts: its island follows the company's details. */
  readonly reviews: ReviewsIslandMessages;
}

/** The live company page (`/company/?id=<uuid>`, or its own address not pre-built yet): offices, hours, phones, services, reviews and its schema.org description. */
export default function CompanyView({ messages, id, reviews }: CompanyViewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const live = useLivePage(loadCompany, id);
  const state = useStore(live.$state);
  const page = state.status === 'done' ? state.page : undefined;

  // The title names the company, and search engines get its schema.org Organization.
  const head = useMemo(
    () =>
      page && {
        title: t('meta.title_template', { title: page.company.name, brand: t('common.brand') }),
        jsonLd: organizationJsonLd(page.company, window.location.href, window.location.origin),
      },
    [page, t],
  );
  useHeadData('company-json-ld', head);

  if (!page)
    return (
      <LivePageStatus
        state={state}
        retry={() => void live.retry()}
        t={t}
        texts={{ loading: 'company.loading', notFound: 'company.not_found', error: 'company.error' }}
      />
    );
  return (
    <>
      <CompanyDetails
        company={page.company}
        services={page.services}
        locale={locale}
        t={t}
        back={{ href: localizedPath(COMPANIES_PATH, locale), label: t('company.all_companies') }}
        contact={t('lead.contact')}
      />
      <Suspense fallback={null}>
        <LiveCompanyReviews
          companyUuid={page.company.uuid}
          messages={reviews}
          path={window.location.pathname + window.location.search}
        />
      </Suspense>
    </>
  );
}
