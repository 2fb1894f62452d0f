/**
 * `npm run seed`: writes the reference data into a deployed table.
 * TABLE_NAME, AWS_REGION and the AWS credentials come from the environment and
 * are read the way the functions read them; then the visa data is imported from
 * VISA_DATA_FILE (by default ../shared/data/passport-index/passport-index.json
 * beside the repository), which must exist. Search lists stored before their
 * scoped entries existed get them (`scopeStoredLists`; none on later runs).
 */
import { seedReference } from './reference/index';
import { describeVisaImport } from './visa-map/index';

const USAGE =
  'Set TABLE_NAME to the deployed table name (an output of the data stack), AWS_REGION to its region, ' +
  'and AWS credentials (AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).';

async function main(): Promise<void> {
  if (!process.env.TABLE_NAME) throw new Error(`TABLE_NAME is not set. ${USAGE}`);
  const { config } = await import('@migralink/functions/lib/config');
  console.log(`Seeding reference data into table ${config.tableName} in ${config.region}`);
  const { reference, visa } = await seedReference({ requireVisaData: true });
  for (const [kind, count] of Object.entries(reference)) console.log(`  ${kind.padEnd(14)}${count}`);
  const total = Object.values(reference).reduce((sum, count) => sum + count, 0);
  console.log(`Done: ${total} items written.`);
  if (visa) console.log(`Visa data from ${visa.file}:\n  ${describeVisaImport(visa)}`);
  const { scopeStoredLists } = await import('@migralink/functions/data/search-lists');
  console.log(`Search lists given their scoped entries: ${await scopeStoredLists()}`);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
}

main().catch((error: unknown) => {
  console.error(`Seeding failed. ${describe(error)}`);
  process.exitCode = 1;
});
