import { rmSync } from 'node:fs';
import { readLocalSettings } from './settings';

/** `npm run reset`: wipes what the local platform keeps between runs (stop `npm start` first). */
const { dataDir } = readLocalSettings();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the next \`npm start\` begins with fresh demo data.`);
