import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { t as translations } from '@/i18n';
import { CompanyItem } from './CompanyItem';
import { companyCard } from './test-companies';

describe('a company card’s rating', () => {
  const company = companyCard('harbour');

  it('shows the stars, the average and the count, and says them whole to screen readers', () => {
    const html = renderToStaticMarkup(
      <CompanyItem company={{ ...company, rating: { avg_rate: 4.6, total: 12 } }} locale="uk" t={translations('uk')} />,
    );
    expect(html).toContain('<span class="company-card__average">4,6</span> · 12 відгуків');
    expect(html).toContain('<span class="visually-hidden">4,6 з 5, 12 відгуків</span>');
    expect(html).toContain('<svg class="stars stars--small"');
  });

  it('shows no rating before the first review', () => {
    const html = renderToStaticMarkup(<CompanyItem company={company} locale="en" t={translations('en')} />);
    expect(html).not.toContain('company-card__rating');
  });
});
