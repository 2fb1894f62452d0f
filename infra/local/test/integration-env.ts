import { functionsEnv } from './provided';

/** Points the functions of this test file at the stand-ins the global setup started (before they are imported). */
Object.assign(process.env, functionsEnv());
