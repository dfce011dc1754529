import type { APIRoute } from 'astro';
import { loadSnapshot } from '../data/lab';

/** The snapshot's history, normalized, for the lab player to page through without a key. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(loadSnapshot().tracks), { headers: { 'Content-Type': 'application/json' } });
