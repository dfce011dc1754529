/**
 * One file from a third party, for the owner tools (reading covers, lab covers): asked only of the
 * hosts it is for, over https, at a public address, paced per host, read up to a cap, in time.
 * Redirects are followed here, not by `fetch`: at most MAX_REDIRECTS, each checked like the first
 * address. A failure says why: `ENOTFOUND`, `timeout after 15 s`, `redirect to a host not allowed: …`.
 *
 * A local stand-in (a test's fake host, named in `local`) is asked as it is: http, loopback.
 */
import { Buffer } from 'node:buffer';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Redirects followed at most. */
export const MAX_REDIRECTS = 3;

/** An answer of 404: the host has no such file. */
export class NotFound extends Error {}

export interface DownloadOptions {
  /** Whether a host may be asked (the first address and every redirect). */
  allowed: (url: URL) => boolean;
  /** Origins of local stand-ins (`http://127.0.0.1:4100`): asked whatever their scheme and address. */
  local?: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  /** Time between two requests to one host. */
  paceMs?: number;
  /** `fetch` by default; another one (a test's) connects nowhere, so no address is looked up. */
  fetcher?: typeof fetch;
  /** A host's addresses (`dns.lookup` by default). */
  lookup?: (host: string) => Promise<string[]>;
}

/** Addresses no download may reach: this machine, private networks, link-local (cloud metadata), multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
// IPv4 in IPv6 (`::ffff:127.0.0.1`) is checked against the IPv4 ranges by BlockList itself.
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one no download may reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const defaultLookup = async (host: string) => (await dnsLookup(host, { all: true })).map(({ address }) => address);

/** When each host may next be asked. */
const nextSlot = new Map<string, number>();

/** Waits for the host's turn, and takes the next one. */
async function pace(host: string, paceMs: number): Promise<void> {
  if (paceMs <= 0) return;
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(host) ?? 0);
  nextSlot.set(host, slot + paceMs);
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}

/** Why a request failed, in a word where Node gives one (`ENOTFOUND`, `ECONNREFUSED`), else its message. */
function cause(error: unknown): string {
  const inner = (error as { cause?: { code?: string; message?: string } }).cause;
  return inner?.code ?? inner?.message ?? (error as Error).message;
}

/** Throws unless `url` may be asked: a local stand-in, or https to an allowed host at public addresses. */
async function checkAddress(url: URL, hop: number, options: DownloadOptions): Promise<void> {
  if (options.local?.includes(url.origin)) return;
  const redirect = hop ? 'redirect to ' : '';
  if (url.protocol !== 'https:') throw new Error(`${redirect}${url.protocol.replace(/:$/, '')}: refused (https only): ${url.href}`);
  if (!options.allowed(url)) throw new Error(`${redirect}a host not allowed: ${url.hostname}`);
  if (options.fetcher && options.fetcher !== fetch) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await (options.lookup ?? defaultLookup)(host);
  } catch (error) {
    throw new Error((error as { code?: string }).code ?? (error as Error).message);
  }
  const inner = addresses.find(isPrivateAddress);
  if (inner) throw new Error(`${redirect}${host}: a private or local address (${inner}), refused`);
}

/** Reads a body up to `maxBytes`; a longer one is cut off and refused. */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body ?? []) {
    length += chunk.length;
    if (length > maxBytes) throw new Error(`too large (over ${maxBytes} bytes)`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/**
 * The file at `url`: its bytes and declared type. Throws `NotFound` on a 404, an `Error` saying
 * why otherwise (see the module's comment); nothing is read past `maxBytes` or after `timeoutMs`.
 */
export async function download(url: string, options: DownloadOptions): Promise<{ bytes: Uint8Array; type: string }> {
  const { maxBytes, timeoutMs, paceMs = 0, fetcher = fetch } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let address = new URL(url);
    for (let hop = 0; ; hop++) {
      await checkAddress(address, hop, options);
      await pace(address.host, paceMs);
      const response = await fetcher(address.href, { signal, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
        address = new URL(location, address);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404) throw new NotFound('none (HTTP 404)');
        throw new Error(`HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length'));
      if (declared > maxBytes) {
        await response.body?.cancel();
        throw new Error(`too large (${declared} bytes, at most ${maxBytes})`);
      }
      return { bytes: await readCapped(response.body, maxBytes), type: response.headers.get('content-type') || 'no type' };
    }
  } catch (error) {
    if (signal.aborted) throw new Error(`timeout after ${timeoutMs / 1000} s`);
    if (error instanceof TypeError && error.message === 'fetch failed') throw new Error(cause(error));
    throw error;
  }
}
