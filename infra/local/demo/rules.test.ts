import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { companyAccountView } from '@migralink/functions/company-account/form';
import { serviceAccountView } from '@migralink/functions/service-account/form';
import { profileUpdateBody } from '@migralink/shared/schemas/auth';
import { companySlugParams } from '@migralink/shared/schemas/catalogue';
import { companyForm } from '@migralink/shared/schemas/company-form';
import { companyLeadBody } from '@migralink/shared/schemas/lead-forms';
import { commentBody, reviewBody } from '@migralink/shared/schemas/reviews';
import { serviceUpdate } from '@migralink/shared/schemas/service-account';
import { generateDemo } from './generate';

/**
 * The demo is data a user could have entered: each piece passes the very rule
 * the product applies when a user enters it (an address the API refuses, or a
 * company the editor cannot save again, would show a reviewer a broken product).
 */
const demo = generateDemo();

/** What a schema says of a value: nothing when it passes, else each issue as `path: rule or code`. */
function problems(schema: z.ZodMiniType, value: unknown): string[] | undefined {
  const result = z.safeParse(schema, value);
  if (result.success) return undefined;
  return result.error.issues.map((issue) => {
    const rule = issue.code === 'custom' ? (issue.params?.['rule'] as string | undefined) : undefined;
    return `${issue.path.join('.')}: ${rule ?? issue.code}`;
  });
}

describe('the demo against the rules of the product', () => {
  it.each(demo.companies.map((company) => [company.profile.slug, company] as const))(
    'company %s: its clean address and its editor form in every language it has pass',
    (slug, { profile, content }) => {
      expect(problems(companySlugParams, { slug })).toBeUndefined();
      for (const locale of content.filled_locales) {
        expect(problems(companyForm, companyAccountView(profile, content, locale))).toBeUndefined();
      }
    },
  );

  it('every service of every company passes the service editor in every language it has', () => {
    for (const { services } of demo.companies) {
      for (const { meta, content } of services) {
        for (const locale of content.filled_locales) {
          const form = serviceAccountView(meta, content, locale);
          expect({ service: meta.id, locale, problems: problems(serviceUpdate, form) }).toEqual({
            service: meta.id,
            locale,
            problems: undefined,
          });
        }
      }
    }
  });

  it('every account passes the profile form', () => {
    for (const user of demo.users) {
      const form = { first_name: user.first_name, last_name: user.last_name, position: user.position ?? null };
      expect({ user: user.email, problems: problems(profileUpdateBody, form) }).toEqual({
        user: user.email,
        problems: undefined,
      });
    }
  });

  it('every review and comment passes the forms that write them', () => {
    for (const review of demo.reviews) {
      const { rating, text, service, outcome, processing_days } = review;
      expect(problems(reviewBody, { rating, text, service, outcome, processing_days })).toBeUndefined();
      for (const comment of review.comments) {
        expect(problems(commentBody, { review_id: review.id, text: comment.text })).toBeUndefined();
      }
    }
  });

  it('every lead passes the lead form, field by field', () => {
    const fields = ['name', 'email', 'phone', 'message', 'country'] as const;
    for (const lead of demo.leads) {
      for (const field of fields) {
        const value = lead[field];
        if (value === undefined) continue;
        expect({ lead: lead.id, field, problems: problems(companyLeadBody.shape[field], value) }).toEqual({
          lead: lead.id,
          field,
          problems: undefined,
        });
      }
    }
  });
});
