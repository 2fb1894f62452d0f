import { describe, expect, it } from 'vitest';
import { leadRequestOf } from './lead-request';

describe("a contact button's request", () => {
  it('names the company and the service of a company button', () => {
    expect(
      leadRequestOf({
        kind: 'company',
        company: 'c-1',
        service: 's-1',
        title: 'Harbour',
        about: 'D7',
        page: 'service',
      }),
    ).toEqual({
      kind: 'company',
      companyId: 'c-1',
      serviceId: 's-1',
      title: 'Harbour',
      about: 'D7',
      pageType: 'service',
    });
  });

  it("names the topic of the platform's kinds", () => {
    expect(leadRequestOf({ kind: 'seminar', topic: 'Serbia webinar', title: 'Migralink', page: 'seminar' })).toEqual({
      kind: 'seminar',
      topic: 'Serbia webinar',
      title: 'Migralink',
      about: undefined,
      pageType: 'seminar',
    });
  });

  it('asks for nothing of an unknown kind or a company button without its company', () => {
    expect(leadRequestOf({ kind: 'newsletter', title: 'x' })).toBeUndefined();
    expect(leadRequestOf({ kind: 'company', title: 'x' })).toBeUndefined();
  });
});
