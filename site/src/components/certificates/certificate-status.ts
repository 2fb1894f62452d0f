import type { verifyCertificate } from '@migralink/shared/api/certificates';
import { CERTIFICATE_VERIFICATION } from '@migralink/shared/api/endpoints';
import { callApi } from '@/api/client';

/**
 * Whether the certificate is valid today as the API says it (`GET /v1/certificates/{number}`, cached at most
 * 5 minutes): how a revocation reaches a pre-built company page within 5 minutes. No answer is no badge: the
 * mark claims nothing it cannot back.
 */
export async function validToday(number: string): Promise<boolean> {
  try {
    const answer = await callApi<typeof verifyCertificate>(CERTIFICATE_VERIFICATION, { params: { number } });
    return answer.data.status === 'valid';
  } catch {
    return false;
  }
}
