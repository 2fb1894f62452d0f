import { describe, expect, it, vi } from 'vitest';
import { readVersions } from '#data/moderation';
import { draftCompany, ownerAccount, send } from '#testing/moderation';
import { admin, decideCall } from '#testing/moderation-requests';

vi.mock('#lib/mail', () => ({ sendMail: vi.fn().mockRejectedValue(new Error('SES is down')) }));

describe('a moderation decision when the mail cannot be sent', () => {
  it.each(['approve', 'reject'] as const)('still stands after %s and is answered 204', async (action) => {
    const { subject, profile } = await draftCompany(await ownerAccount());
    const revision = await send(subject);
    const body = { revision, moderator_comment: 'Fix the address.' };
    expect((await decideCall(await admin(), action, 'company', profile.id, body)).status).toBe(204);
    expect((await readVersions(subject))?.meta.status).toBe(action === 'approve' ? 'approved' : 'rejected');
  });
});
