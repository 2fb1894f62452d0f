import { describe, expect, it } from 'vitest';
import { getStaffCompany, listStaffCompanies, setStaffCompanyPublished } from '@migralink/shared/api/staff';
import type { StaffCompany } from '@migralink/shared/schemas/staff';
import { useFakeApi } from '@/api/fake-api';
import { createStaffCompanies } from './companies-store';

const api = useFakeApi();

const company: StaffCompany = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Harbour Relocation',
  slug: 'harbour-relocation-11111111',
  plan: 'pro',
  status: 'approved',
  published: true,
  owner: { uuid: '22222222-2222-4222-8222-222222222222', email: 'owner@example.com' },
};

describe("admins' companies", () => {
  it('searches by name and shows a company unpublished once the API says so', async () => {
    api.answerOnce(listStaffCompanies, { status: 200, body: { data: { items: [company], next_cursor: null } } });
    const store = createStaffCompanies({ onSessionExpired: () => undefined });
    await store.search('Harbour ');
    api.answerOnce(setStaffCompanyPublished, { status: 200, body: { data: { published: false, status: 'approved' } } });
    expect(await store.setPublished(company.uuid, false)).toBe(true);
    const state = store.list.$state.get();
    expect(state.status === 'ready' && state.data.items[0]?.published).toBe(false);
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/v1/admin/companies?name=Harbour', undefined],
      ['PUT', `/v1/admin/companies/${company.uuid}/published`, { published: false }],
    ]);
  });

  it('opens a company with its audit trail and reads it again after unpublishing it', async () => {
    const entry = {
      at: '2026-11-27T10:00:00.000Z',
      action: 'unpublish' as const,
      actor_id: 'a',
      actor_email: 'a@x.io',
    };
    api.answerOnce(getStaffCompany, { status: 200, body: { data: { company, audit: [] } } });
    const store = createStaffCompanies({ onSessionExpired: () => undefined });
    await store.open(company.uuid);
    api.answerOnce(setStaffCompanyPublished, { status: 200, body: { data: { published: false, status: 'approved' } } });
    const unpublished = { ...company, published: false };
    api.answerOnce(getStaffCompany, { status: 200, body: { data: { company: unpublished, audit: [entry] } } });
    expect(await store.setPublished(company.uuid, false)).toBe(true);
    expect(store.item.$state.get()).toMatchObject({ status: 'ready', data: { company: unpublished, audit: [entry] } });
    expect(api.calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', `/v1/admin/companies/${company.uuid}`],
      ['PUT', `/v1/admin/companies/${company.uuid}/published`],
      ['GET', `/v1/admin/companies/${company.uuid}`],
    ]);
  });
});
