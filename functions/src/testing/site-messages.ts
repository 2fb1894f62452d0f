import type { ContactMessageBody, FeedbackBody, ImprovementBody } from '@migralink/shared/schemas/site-messages';
import { uniqueEmail } from './accounts';
import { testFormToken } from './forms';

/** The forms that write to the platform's staff as people fill them: every field, a fresh address, a token old enough. */

export const contactForm = (overrides: Partial<ContactMessageBody> = {}): ContactMessageBody => ({
  name: 'Olena Kovalenko',
  email: uniqueEmail('visitor'),
  subject: 'Moving with a cat',
  message: 'Which of your partners helps a family with a cat move to Portugal?',
  consent: true,
  form_token: testFormToken('contact', 12_000),
  ...overrides,
});

export const feedbackForm = (overrides: Partial<FeedbackBody> = {}): FeedbackBody => ({
  name: 'Taras Shevchuk',
  email: uniqueEmail('reader'),
  message: 'The map is great, but the countries are hard to tap on a phone.',
  page: '/uk/visa-free-map/',
  consent: true,
  form_token: testFormToken('feedback', 12_000),
  ...overrides,
});

export const improvementForm = (overrides: Partial<ImprovementBody> = {}): ImprovementBody => ({
  subject: 'Copy a service',
  message: 'Let us copy a service with its documents, to make a similar one faster.',
  page: '/ru/admin/services/create-service?step=2',
  form_token: testFormToken('improvement', 12_000),
  ...overrides,
});
