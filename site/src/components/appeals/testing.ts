import type { Appeal, AppealSummary } from '@migralink/shared/schemas/appeals';

/** Appeals as the API answers them, for the stores' tests. */
export const APPEAL_ID = '3f0c6b1e-8d2a-4c5f-9e7b-1a2b3c4d5e6f';
const AT = '2026-11-25T10:00:00.000Z';

export const appealSummary = (changes: Partial<AppealSummary> = {}): AppealSummary => ({
  id: APPEAL_ID,
  subject: 'Не приходит счёт',
  status: 'open',
  created_at: AT,
  status_at: AT,
  waiting_seconds: 90,
  message_count: 1,
  user: { uuid: 'u1', name: 'Мирослава Коваль', email: 'myroslava@example.com' },
  company_id: null,
  ...changes,
});

export const appealOf = (changes: Partial<Appeal> = {}): Appeal => ({
  ...appealSummary(),
  messages: [
    {
      id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      from: 'user',
      author_name: 'Мирослава Коваль',
      message: 'Оплатила тариф, а счёта нет.',
      attachment: null,
      created_at: AT,
    },
  ],
  ...changes,
});

export const listPage = (items: AppealSummary[], next: string | null) => ({
  status: 200,
  body: { data: { items, next_cursor: next } },
});
