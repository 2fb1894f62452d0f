import * as z from 'zod/mini';
import { errorBody } from './schemas/error-body';
import { LOCALES } from './locales';
import { CURRENCIES } from './enums';
import { isDeployed, routeErrors, type Route, type RouteError } from './route';

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonObject;

function parameters(route: Route): JsonObject[] {
  const list: JsonObject[] = [
    {
      name: 'X-Localization',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: [...LOCALES], default: 'en' },
    },
    {
      name: 'X-Currency',
      in: 'header',
      required: false,
      schema: { type: 'string', enum: [...CURRENCIES], default: 'EUR' },
    },
  ];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/**
 * The route's error answers, one per status: what each `error_code` means
 * there, and the error shape narrowed to that status and those codes. Any
 * route may also fail unexpectedly: 500 `internal_error`, without details; and
 * 503 `service_unavailable` while a service it needs (the table) cannot be reached.
 */
function errorResponses(route: Route): Record<string, JsonObject> {
  const byStatus = new Map<number, RouteError[]>();
  for (const error of routeErrors(route)) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<string, JsonObject> = {};
  for (const [status, errors] of byStatus) {
    const narrowed = {
      properties: { code: { const: status }, error_code: { enum: errors.map((error) => error.code) } },
      required: ['error_code'],
    };
    responses[String(status)] = {
      description: errors.map((error) => `\`${error.code}\`: ${error.description}`).join('\n\n'),
      content: { 'application/json': { schema: { allOf: [ERROR_REF, narrowed] } } },
    };
  }
  responses['500'] = {
    description: '`internal_error`: An unexpected failure, answered without details.',
    content: { 'application/json': { schema: ERROR_REF } },
  };
  responses['503'] = {
    description: '`service_unavailable`: A service the API needs cannot be reached for now; try again shortly.',
    content: { 'application/json': { schema: ERROR_REF } },
  };
  return responses;
}

/** Builds the OpenAPI 3.1 document of the route table: the routes deployed, none that only the build reads. */
export function buildOpenApi(routes: readonly Route[], info: { title: string; version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes.filter(isDeployed)) {
    const path = route.path.replace(/\{(\w+)\+\}/g, '{$1}');
    const operation: JsonObject = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      parameters: parameters(route),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          content: {
            ...(route.file ? { [route.file.type]: { schema: { type: 'string', format: 'binary' } } } : {}),
            'application/json': { schema: jsonSchema(route.response, 'output') },
          },
          ...(route.file ? { description: `Success: ${route.file.description}` } : {}),
        },
        ...errorResponses(route),
      },
      'x-handler': route.handler,
      ...(route.deprecated ? { deprecated: true } : {}),
    };
    if (route.auth !== 'public') {
      operation.security = route.auth === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];
      if (route.roles) operation['x-roles'] = route.roles;
    }
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBody, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
