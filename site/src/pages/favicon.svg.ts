import type { APIRoute } from 'astro';
import { FAVICON_SVG } from '@/layouts/favicon';

/** `/favicon.svg`, built as a file: what `/` names as its icon. */
export const GET: APIRoute = () => new Response(FAVICON_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
