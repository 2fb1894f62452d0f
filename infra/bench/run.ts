import { measureLambdaBundles, TARGET_BUNDLE_KB, TARGET_COLD_INIT_MS } from './lambda-bundles';
import { measureStartUp } from './start-up';
import { section } from './report';

/**
 * `npm run bench`: prints figures against the product's targets. Benchmarks
 * report; they never fail the build. Add a section by measuring rows and
 * handing them to `section`.
 */
const bundles = await measureLambdaBundles();
section(
  `Lambda bundles: minified size (≤ ${TARGET_BUNDLE_KB} KB) and cold init, median of 5 fresh Node ` +
    `processes importing the bundle, minus ${bundles.baselineMs.toFixed(0)} ms for an empty module (≤ ${TARGET_COLD_INIT_MS} ms)`,
  bundles.rows,
  [
    'Bundles are built by the same function the stacks use (infra/src/bundling.ts); @aws-sdk/* stays external.',
    'Cold init includes loading the external AWS SDK clients a handler imports at module scope, as in Lambda.',
  ],
);

section('Local platform: time from `npm start` to ready', await measureStartUp(), [
  'Measured on start.ts in a child process with free ports and a data folder of its own; includes DynamoDB Local (Java) start-up and the Astro dev server answering its first page.',
]);
