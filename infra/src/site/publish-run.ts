import { execFileSync } from 'node:child_process';
import { S3Client } from '@aws-sdk/client-s3';
import { publishSite } from './publish';

/**
 * The site build's last step in AWS (`SiteRebuild`'s build project, `rebuild.ts`): publishes `site/dist`
 * into `SITE_BUCKET` and invalidates what changed on `DISTRIBUTION_ID`.
 */
const bucket = process.env.SITE_BUCKET;
const distribution = process.env.DISTRIBUTION_ID;
if (!bucket || !distribution) throw new Error('SITE_BUCKET and DISTRIBUTION_ID are required');

const plan = await publishSite(process.argv[2] ?? 'site/dist', {
  client: new S3Client({}),
  bucket,
  invalidate: async (paths) => {
    // The build image has the AWS CLI: one call, the paths as arguments (at most ten, or wildcards).
    execFileSync('aws', ['cloudfront', 'create-invalidation', '--distribution-id', distribution, '--paths', ...paths], {
      stdio: 'inherit',
    });
  },
});
console.log(
  `published: ${plan.upload.length} uploaded, ${plan.remove.length} removed, ` +
    `invalidated ${plan.invalidate.join(' ') || 'nothing'}`,
);
