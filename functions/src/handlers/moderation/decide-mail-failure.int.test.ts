import { describe, expect, it, vi } from 'vitest';
import { approveModeration, rejectModeration } from '@migralink/shared/api/moderation';
import { readVersions } from '#data/moderation';
import { asRole } from '#testing/accounts';
import { callRoute } from '#testing/call';
import { draftCompany, ownerAccount, send } from '#testing/moderation';

vi.mock('#lib/mail', () => ({ sendMail: vi.fn().mockRejectedValue(new Error('SES is down')) }));

describe('a moderation decision when the mail cannot be sent', () => {
  it.each(['approve', 'reject'] as const)('still stands after %s and is answered 204', async (action) => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    const body = { revision, moderator_comment: 'Fix the address.' };
    const route = action === 'approve' ? approveModeration : rejectModeration;
    const params = { kind: 'company', uuid: profile.id } as const;
    expect((await callRoute(route, { params, body }, await asRole('admin'))).status).toBe(204);
    expect((await readVersions(subject))?.meta.status).toBe(action === 'approve' ? 'approved' : 'rejected');
  });
});
