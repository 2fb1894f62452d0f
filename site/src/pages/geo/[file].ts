import type { APIRoute, GetStaticPaths } from 'astro';
import { worldGeometryFile } from '@/build-data/world-geometry';

/**
 * `/geo/world-<hash>.json`: the visa map's world, projected by the build. Its name
 * changes with its content, so it is cached for a year (CloudFront's `/geo/*`);
 * the dev server builds it on request like any page.
 */
export const getStaticPaths = (() => [{ params: { file: worldGeometryFile().file } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(worldGeometryFile().text, { headers: { 'Content-Type': 'application/json' } });
