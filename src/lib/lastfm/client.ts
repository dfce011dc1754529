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

/** An answer that arrived in time: its status and body. */
export interface Answer {
  status: number;
  ok: boolean;
  body: string;
}

/**
 * One GET within the time limit. Never throws: no answer in time is a `timeout`, a cancellation
 * by the caller `aborted`, a request that never got through `network`.
 */
export async function fetchAnswer(
  url: string,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = REQUEST_TIMEOUT_MS, signal }: FetchOptions = {},
): Promise<LastfmResult<Answer>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const failed = (cause: unknown) => {
    if (!controller.signal.aborted) return fail<Answer>(new LastfmError('network', cause instanceof Error ? cause.message : 'Network error'));
    return fail<Answer>(timedOut ? new LastfmError('timeout', `No answer within ${timeoutMs / 1000} s`) : new LastfmError('aborted', 'Request cancelled'));
  };

  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    } catch (cause) {
      return failed(cause);
    }
    try {
      return ok({ status: response.status, ok: response.ok, body: await response.text() });
    } catch (cause) {
      return failed(cause);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A body as JSON, or `undefined` when it is not JSON. */
export function parseJson(body: string): { json: unknown } | undefined {
  try {
    return { json: JSON.parse(body) };
  } catch {
    return undefined;
  }
}

/**
 * Fetches one page of the user's recent tracks. Never throws: every fault — timeout, Last.fm
 * error body, HTTP error, malformed JSON, no network — comes back as a typed `LastfmError`.
 */
export async function fetchRecentTracks(params: RecentTracksParams, options: FetchOptions = {}): Promise<LastfmResult<RecentTracks>> {
  const answer = await fetchLastfmJson(recentTracksUrl(params), options);
  return answer.ok ? parseRecentTracks(answer.value) : answer;
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

/**
 * One answer of any Last.fm method as JSON (recent tracks, the weekly charts). Never throws: every
 * fault (timeout, Last.fm error body, HTTP error, malformed JSON, no network) comes back typed.
 */
export async function fetchLastfmJson(url: string, options: FetchOptions = {}): Promise<LastfmResult<unknown>> {
  const answer = await fetchAnswer(url, options);
  if (!answer.ok) return fail(answer.error);
  const { status, body } = answer.value;
  const parsed = parseJson(body);
  // Last.fm sends its error bodies with 4xx/5xx statuses too: the body says more than the status.
  const bodyError = parsed && apiError(parsed.json, status);
  if (bodyError) return fail(bodyError);
  if (!answer.value.ok) return fail(new LastfmError('http', `HTTP ${status}`, { status }));
  if (!parsed) return fail(new LastfmError('malformed', 'The answer is not JSON'));
  return ok(parsed.json);
}
