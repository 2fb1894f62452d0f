import type { Newsletter } from '@migralink/shared/schemas/newsletters';

/** A newsletter as the API answers it, with what a test changes. */
export const newsletterOf = (changes: Partial<Newsletter> = {}): Newsletter => ({
  id: '4b0e5c1e-2f4a-4b7e-9a3c-1d2e3f4a5b6c',
  locale: 'ru',
  topic: 'movers',
  subject: 'Новости переезда',
  body: 'Первый абзац.\n\nВторой абзац.',
  state: 'draft',
  recipients: 3,
  counts: { queued: 0, sent: 0, bounced: 0, complained: 0, failed: 0 },
  paused: false,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...changes,
});
