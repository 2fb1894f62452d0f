import { describe, expect, it } from 'vitest';
import { navPageOf, navPagesFor } from './nav';

describe('the admin sidebar', () => {
  it('shows a company account its listing, its leads, its reviews, its subscription, its advertising and its certificates, and no moderation', () => {
    expect(navPagesFor('company')).toEqual([
      'onboarding',
      'company',
      'offices',
      'services',
      'leads',
      'reviews',
      'statistics',
      'subscriptions',
      'advertising',
      'certificates',
    ]);
  });

  it("shows admins the certificate applications' queue, and a company account its own certificates only", () => {
    expect(navPagesFor('admin')).toContain('certificateQueue');
    expect(navPagesFor('admin')).not.toContain('certificates');
    expect(navPagesFor('company')).not.toContain('certificateQueue');
    expect(navPagesFor('customer_support')).not.toContain('certificateQueue');
  });

  it("shows customer support and admins the platform's leads, the appeals and the messages to the platform", () => {
    expect(navPagesFor('customer_support')).toEqual(['onboarding', 'reportedReviews', 'leads', 'appeals', 'messages']);
    expect(navPagesFor('admin')).toContain('appeals');
    expect(navPagesFor('content_manager')).not.toContain('appeals');
    expect(navPagesFor('partner')).not.toContain('appeals');
    expect(navPagesFor('admin')).toContain('leads');
    expect(navPagesFor('admin')).toContain('messages');
    expect(navPagesFor('content_manager')).not.toContain('messages');
    expect(navPagesFor('company')).not.toContain('messages');
  });

  it('shows staff the reported reviews, and a company account none', () => {
    expect(navPagesFor('admin')).toContain('reportedReviews');
    expect(navPagesFor('customer_support')).toContain('reportedReviews');
    expect(navPagesFor('content_manager')).toEqual([
      'onboarding',
      'reportedReviews',
      'newsletters',
      'articles',
      'sitePages',
    ]);
    expect(navPagesFor('company')).not.toContain('reportedReviews');
    expect(navPagesFor('admin')).not.toContain('reviews');
  });

  it('shows content managers and admins the programme, webinar and contacts pages, and nobody else', () => {
    expect(navPagesFor('admin')).toContain('sitePages');
    expect(navPagesFor('content_manager')).toContain('sitePages');
    for (const role of ['company', 'client', 'customer_support', 'partner'] as const)
      expect(navPagesFor(role)).not.toContain('sitePages');
  });

  it('shows content managers and admins the newsletters, and nobody else', () => {
    expect(navPagesFor('admin')).toContain('newsletters');
    expect(navPagesFor('content_manager')).toContain('newsletters');
    for (const role of ['company', 'client', 'customer_support'] as const)
      expect(navPagesFor(role)).not.toContain('newsletters');
    expect(navPageOf('newsletter')).toBe('newsletters');
  });

  it('shows content managers and admins the articles, and nobody else', () => {
    expect(navPagesFor('admin')).toContain('articles');
    expect(navPagesFor('content_manager')).toContain('articles');
    for (const role of ['company', 'client', 'partner', 'customer_support'] as const)
      expect(navPagesFor(role)).not.toContain('articles');
    expect(navPageOf('article')).toBe('articles');
  });

  it('shows admins alone the users and the companies, after the other staff screens', () => {
    expect(navPagesFor('admin').slice(-2)).toEqual(['users', 'companies']);
    for (const role of ['company', 'client', 'partner', 'customer_support', 'content_manager'] as const)
      expect(navPagesFor(role)).not.toContain('users');
    expect(navPageOf('users')).toBe('users');
  });

  it('shows staff the moderation queue', () => {
    expect(navPagesFor('admin')).toContain('moderation');
    expect(navPagesFor('admin')).not.toContain('company');
  });

  it('shows only the start page before the role is known, and to other roles', () => {
    expect(navPagesFor(undefined)).toEqual(['onboarding']);
    expect(navPagesFor('client')).toEqual(['onboarding']);
  });

  it('marks the editor of the wizard and the previews as current', () => {
    expect(navPageOf('createService')).toBe('services');
    expect(navPageOf('servicePreview')).toBe('services');
    expect(navPageOf('companyPreview')).toBe('company');
    expect(navPageOf('offices')).toBe('offices');
    expect(navPageOf('newAdvertisement')).toBe('advertising');
    expect(navPageOf('subscriptions')).toBe('subscriptions');
    expect(navPageOf('reviews')).toBe('reviews');
    expect(navPageOf('reportedReviews')).toBe('reportedReviews');
    expect(navPageOf('certificateForm')).toBe('certificates');
    expect(navPageOf('certificate')).toBe('certificates');
    expect(navPageOf('certificateQueue')).toBe('certificateQueue');
  });
});
