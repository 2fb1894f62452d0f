import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { t as translations } from '@/i18n';
import { CompanyItem } from './CompanyItem';
import { companyCard } from './test-companies';

describe('a company card’s certificate', () => {
  const company = companyCard('harbour');
  const certificate = { number: 'ML-2026-000123', valid_until: '2027-03-01T10:00:00.000Z' };

  it('carries the "Certified" badge, hidden until the browser finds it still valid, linking to its page', () => {
    const certified = { ...company, certificate };
    const html = renderToStaticMarkup(<CompanyItem company={certified} locale="ru" t={translations('ru')} />);
    expect(html).toContain(
      '<certificate-badge hidden="" data-number="ML-2026-000123" data-valid-until="2027-03-01T10:00:00.000Z">',
    );
    expect(html).toContain('href="/ru/certificates/ML-2026-000123/"');
    expect(html).toContain('aria-label="Сертифицирована Migralink: проверить сертификат ML-2026-000123"');
    expect(html).not.toContain('data-live');
  });

  it('has no badge without a certificate', () => {
    const none = { ...company, certificate: null };
    for (const card of [company, none]) {
      expect(renderToStaticMarkup(<CompanyItem company={card} locale="en" t={translations('en')} />)).not.toContain(
        'certificate-badge',
      );
    }
  });
});
