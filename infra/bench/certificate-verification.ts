import { randomUUID } from 'node:crypto';
import { countedCall, countingDynamoDb, withBenchDatabase } from './database';
import { mark, type Row } from './report';

/** The verification route's DynamoDB requests at most (ACCESS-PATTERNS CE11). */
export const TARGET_VERIFICATION_REQUESTS = 2;

/**
 * The public verification of a certificate by its number (`GET /v1/certificates/{number}`) as its handler
 * makes it, against DynamoDB Local: a valid certificate of a public company, a revoked one, an unknown
 * number; each with the DynamoDB requests it sends and the read units.
 */
export async function measureCertificateVerification(dynamodbPort: number): Promise<Row[]> {
  return withBenchDatabase(dynamodbPort, 'certificates', async () => {
    const { putApprovedCompany } = await import('@migralink/functions/data/companies');
    const { companyContentFixture, companyProfileFixture } = await import('@migralink/functions/data/fixtures');
    const { putAll } = await import('@migralink/functions/data/batch');
    const { certificateKeys } = await import('@migralink/functions/data/keys');
    const { handler } = await import('@migralink/functions/handlers/certificates/verify');

    const profile = companyProfileFixture();
    await putApprovedCompany(profile, companyContentFixture());
    const number = (place: number, revoked: boolean) => ({
      ...certificateKeys.number(`ML-2026-00000${place}`),
      number: `ML-2026-00000${place}`,
      application_id: randomUUID(),
      company_id: profile.id,
      legal_name: 'Harbour Relocation Lda.',
      country_id: 'PT',
      valid_from: '2026-03-04T10:11:12.000Z',
      valid_until: '2099-03-04T10:11:12.000Z',
      revoked_at: revoked ? '2026-06-01T09:00:00.000Z' : null,
      revocation_reason: revoked ? 'compliance' : null,
      criteria: ['legal_chart', 'thanks_letters'],
    });
    await putAll([number(1, false), number(2, true)]);

    const tally = await countingDynamoDb();
    const calls: [string, string][] = [
      ['a valid certificate', 'ML-2026-000001'],
      ['a revoked certificate', 'ML-2026-000002'],
      ['an unknown number (404)', 'ML-2026-999999'],
    ];
    const rows: Row[] = [];
    for (const [name, certificate] of calls) {
      const call = { method: 'GET', url: `/v1/certificates/${certificate}`, pathParameters: { number: certificate } };
      const { status, body, ms, ...counts } = await countedCall(tally, handler, call, true);
      rows.push({
        call: name,
        status,
        answer: body?.data?.status ?? body?.error_code ?? '',
        ...counts,
        [`≤ ${TARGET_VERIFICATION_REQUESTS} requests`]: mark(
          counts['DynamoDB requests'] <= TARGET_VERIFICATION_REQUESTS,
        ),
        ms: ms.toFixed(0),
      });
    }
    return rows;
  });
}
