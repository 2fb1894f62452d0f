import { describe, expect, it } from 'vitest';
import { navPageOf, navPagesFor } from './nav';

describe('the admin sidebar', () => {
  it('shows a company account its listing, its leads, its subscription and its advertising, and no moderation', () => {
    expect(navPagesFor('company')).toEqual([
      'onboarding',
      'company',
      'offices',
      'services',
      'leads',
      'statistics',
      'subscriptions',
      'advertising',
    ]);
  });

  it("shows customer support and admins the platform's leads", () => {
    expect(navPagesFor('customer_support')).toEqual(['onboarding', 'leads']);
    expect(navPagesFor('admin')).toContain('leads');
  });

  it('shows staff the moderation queue', () => {
    expect(navPagesFor('admin')).toContain('moderation');
    expect(navPagesFor('admin')).not.toContain('company');
  });

  it('shows only the start page before the role is known, and to other roles', () => {
    expect(navPagesFor(undefined)).toEqual(['onboarding']);
    expect(navPagesFor('client')).toEqual(['onboarding']);
    expect(navPagesFor('content_manager')).toEqual(['onboarding']);
  });

  it('marks the editor of the wizard and the previews as current', () => {
    expect(navPageOf('createService')).toBe('services');
    expect(navPageOf('servicePreview')).toBe('services');
    expect(navPageOf('companyPreview')).toBe('company');
    expect(navPageOf('offices')).toBe('offices');
    expect(navPageOf('newAdvertisement')).toBe('advertising');
    expect(navPageOf('subscriptions')).toBe('subscriptions');
  });
});
