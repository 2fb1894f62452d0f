import { buildOpenApi } from '../src/openapi';
import { routes } from '../src/routes';

process.stdout.write(
  `${JSON.stringify(buildOpenApi(routes, { title: 'Migralink API', version: '1.0.0' }), null, 2)}\n`,
);
