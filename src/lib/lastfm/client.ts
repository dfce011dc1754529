import { fail, LastfmError, ok, type LastfmResult } from './errors.ts';
import { apiError, parseRecentTracks } from './parse.ts';
import { MAX_LIMIT, recentTracksUrl, type RecentTracksParams } from './request.ts';
import type { LabTrack, RecentTracks } from './types.ts';

/** Every request gives up after this long. */
export const REQUEST_TIMEOUT_MS = 5_000;

export interface FetchOptions {
  /** `fetch` to use (tests pass a fake). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Cancels the request; the result is then an `aborted` error. */
  signal?: AbortSignal;
}

/**
 * Fetches one page of the user's recent tracks. Never throws: every fault — timeout, Last.fm
 * error body, HTTP error, malformed JSON, no network — comes back as a typed `LastfmError`.
 */
export async function fetchRecentTracks(
  params: RecentTracksParams,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = REQUEST_TIMEOUT_MS, signal }: FetchOptions = {},
): Promise<LastfmResult<RecentTracks>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const interrupted = () =>
    timedOut
      ? new LastfmError('timeout', `No answer from Last.fm within ${timeoutMs / 1000} s`)
      : new LastfmError('aborted', 'Request cancelled');

  try {
    let response: Response;
    try {
      response = await fetchImpl(recentTracksUrl(params), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
    } catch (cause) {
      if (controller.signal.aborted) return fail(interrupted());
      return fail(new LastfmError('network', cause instanceof Error ? cause.message : 'Network error'));
    }

    let body: string;
    try {
      body = await response.text();
    } catch (cause) {
      if (controller.signal.aborted) return fail(interrupted());
      return fail(new LastfmError('network', cause instanceof Error ? cause.message : 'Network error'));
    }

    let json: unknown;
    let isJson = true;
    try {
      json = JSON.parse(body);
    } catch {
      isJson = false;
    }
    // Last.fm sends its error bodies with 4xx/5xx statuses too: the body says more than the status.
    const bodyError = isJson ? apiError(json, response.status) : undefined;
    if (bodyError) return fail(bodyError);
    if (!response.ok) {
      return fail(new LastfmError('http', `HTTP ${response.status}`, { status: response.status }));
    }
    if (!isJson) return fail(new LastfmError('malformed', 'The answer is not JSON'));
    return parseRecentTracks(json);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Pages of 200 the charts fetch at most (1,000 scrobbles): a very busy month is cut there. */
export const WINDOW_MAX_PAGES = 5;

/** Every scrobble since `from` (newest first), in pages of 200; the first fault ends it. */
export async function fetchRecentWindow(
  { user, apiKey, from }: { user: string; apiKey: string; from: number },
  options: FetchOptions = {},
): Promise<LastfmResult<LabTrack[]>> {
  const tracks: LabTrack[] = [];
  for (let page = 1; page <= WINDOW_MAX_PAGES; page++) {
    const result = await fetchRecentTracks({ user, apiKey, page, limit: MAX_LIMIT, from }, options);
    if (!result.ok) return result;
    tracks.push(...result.value.tracks);
    if (page >= result.value.totalPages) break;
  }
  return ok(tracks);
}
