import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '#lib/config';
import { secretString } from '#lib/secrets';
import { EDGE_HEADERS } from './edge';
import { ForbiddenError } from './errors';
import { header } from './request';

/** A header matching none of the values kept may fetch them again once this long after the last fetch. */
export const REFETCH_AFTER_MS = 60_000;

/** The values the header may carry now. */
export type OriginSecrets = () => Promise<readonly string[]>;

/**
 * Only CloudFront may call the API: with an origin secret configured, a
 * request must carry it in `x-origin-verify` (403 otherwise), so calls to
 * the execute-api endpoint around CloudFront are refused, and what CloudFront
 * says about the viewer can be trusted. Answers whether the request came
 * through the edge; without a secret configured nothing stands in front of the
 * API and no request did.
 *
 * The values are kept per container. After a rotation CloudFront sends the
 * old value until the site stack is deployed with the new one, so both
 * versions are accepted; a value matching neither fetches them again, at most
 * once a minute, so forged headers cannot make every request call Secrets Manager.
 */
export function originCheck(secrets: OriginSecrets | undefined, now: () => number = Date.now) {
  let kept: { values: Promise<readonly string[]>; at: number } | undefined;
  const fetched = () => {
    const values = secrets!();
    kept = { values, at: now() };
    values.catch(() => {
      if (kept?.values === values) kept = undefined;
    });
    return values;
  };

  return async (event: APIGatewayProxyEventV2): Promise<boolean> => {
    if (!secrets) return false;
    const sent = header(event, EDGE_HEADERS.originVerify);
    if (!sent) throw new ForbiddenError();
    if (matchesAny(sent, await (kept?.values ?? fetched()))) return true;
    if (kept && now() - kept.at >= REFETCH_AFTER_MS && matchesAny(sent, await fetched())) return true;
    throw new ForbiddenError();
  };
}

/** Compared as digests, so the time taken tells nothing about the secret or its length. */
function matchesAny(sent: string, values: readonly string[]): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const sentDigest = digest(sent);
  return values.some((value) => timingSafeEqual(sentDigest, digest(value)));
}

/** The configured secret: the value itself locally; in AWS its current and, after a rotation, previous version. */
function configuredSecrets(): OriginSecrets | undefined {
  const { secret, secretArn } = config.origin;
  if (secret) return async () => [secret];
  if (!secretArn) return undefined;
  return async () => {
    const versions = await Promise.all([secretString(secretArn), secretString(secretArn, 'AWSPREVIOUS')]);
    return versions.filter((value): value is string => Boolean(value));
  };
}

/** The check every handler runs first (`createHandler`). */
export const fromEdge = originCheck(configuredSecrets());
