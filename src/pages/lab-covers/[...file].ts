/** The lab snapshot's covers: downloaded cuts and generated placeholders (see src/lib/lastfm/covers.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { labCoverFiles } from '../../data/lab';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };

export const getStaticPaths = (() => [...labCoverFiles().keys()].map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const read = params.file ? labCoverFiles().get(params.file) : undefined;
  if (!read) return new Response(null, { status: 404 });
  const body = read();
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'Content-Type': TYPES[params.file!.split('.').pop()!] ?? 'application/octet-stream' },
  });
};
