import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import { routes } from './routes';
import { STAFF_SCREENS, staffScreensFor, type StaffScreen } from './staff-screens';

/** The route that fills each staff screen: who sees the screen is who may call it (admins always may). */
const SCREEN_ROUTES: Record<StaffScreen, string> = {
  moderation: 'moderationQueue',
  reportedReviews: 'listReportedReviews',
  certificateQueue: 'certificateQueue',
  leads: 'listCompanyLeads',
  appeals: 'listAppealQueue',
  messages: 'listSiteMessages',
  newsletters: 'listNewsletters',
  articles: 'listStaffArticles',
  sitePages: 'listStaffSitePages',
  users: 'searchUsers',
  companies: 'listStaffCompanies',
};

const withAdmin = (roles: readonly Role[]) => [...new Set<Role>([...roles, 'admin'])].sort();

describe('the staff screens', () => {
  it.each(Object.entries(SCREEN_ROUTES))('shows %s to the staff roles its route admits', (screen, operationId) => {
    const route = routes.find((row) => row.operationId === operationId);
    const staff = withAdmin(route?.roles ?? []).filter((role) => role !== 'company');
    expect(withAdmin(STAFF_SCREENS[screen as StaffScreen])).toEqual(staff);
  });

  it('shows users and companies to admins alone, and no staff screen to clients and partners', () => {
    expect(staffScreensFor('admin')).toContain('users');
    expect(staffScreensFor('customer_support')).not.toContain('users');
    expect(staffScreensFor('client')).toEqual([]);
    expect(staffScreensFor('partner')).toEqual([]);
  });
});
