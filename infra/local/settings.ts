import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

/** Where each local service listens; every port can be moved with its environment variable. */
export interface LocalPorts {
  site: number;
  api: number;
  dynamodb: number;
  s3: number;
  ses: number;
  payments: number;
}

export interface LocalSettings {
  ports: LocalPorts;
  /** Everything the local platform keeps between runs: DynamoDB files, uploads, payments, the signing key. */
  dataDir: string;
  tableName: string;
  uploadsBucket: string;
  /** Where the local site servers ship their access logs, as CloudFront does into the logs bucket (`edge-log.ts`). */
  edgeLogsBucket: string;
  mailFrom: string;
  region: string;
  /** OAuth client id for Sign in with Google, when a developer sets GOOGLE_CLIENT_ID; off otherwise. */
  googleClientId?: string;
}

const DEFAULT_PORTS: Record<keyof LocalPorts, [variable: string, port: number]> = {
  site: ['SITE_PORT', 4321],
  api: ['API_PORT', 3001],
  dynamodb: ['DYNAMODB_PORT', 8000],
  s3: ['S3_PORT', 4569],
  ses: ['SES_PORT', 8005],
  payments: ['PAYMENTS_PORT', 8010],
};

function port(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, not "${value}"`);
  }
  return parsed;
}

/** The local platform's settings, from the environment with defaults that match the README. */
export function readLocalSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const ports = Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, [variable, fallback]]) => [name, port(env, variable, fallback)]),
  ) as unknown as LocalPorts;
  return {
    ports,
    dataDir: path.resolve(REPO_ROOT, env.LOCAL_DATA_DIR || '.local'),
    tableName: 'migralink-local',
    uploadsBucket: 'migralink-local-uploads',
    edgeLogsBucket: 'migralink-local-edge-logs',
    mailFrom: 'no-reply@migralink.example',
    region: 'eu-central-1',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
  };
}

/** The variable that moves a port, for error messages. */
export function portVariable(name: keyof LocalPorts): string {
  return DEFAULT_PORTS[name][0];
}

/** The address people open. */
export const localUrl = (port: number) => `http://localhost:${port}`;
/** The address programs call: loopback IPv4, whatever `localhost` resolves to first on this machine. */
export const loopbackUrl = (port: number) => `http://127.0.0.1:${port}`;
export const LOOPBACK = '127.0.0.1';
