/**
 * HTTP with a time limit and bounded retries, for the build-time Notion client and image downloads.
 * Retries network errors, timeouts, 429 and 5xx with exponential backoff, honouring `Retry-After`;
 * every attempt and wait fits in one deadline, so a hung server fails the request in bounded time.
 */

export interface RetryPolicy {
  /** Time limit of one attempt, answer body included. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** First wait; it doubles after each retry. */
  backoffMs: number;
  /** All attempts and waits of one request. */
  deadlineMs: number;
}

/** 15 s an attempt, 25 s a request: a hung API fails the build well within a minute. */
export const DEFAULT_POLICY: RetryPolicy = { timeoutMs: 15_000, retries: 3, backoffMs: 500, deadlineMs: 25_000 };

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
  attempts: number;
}

/** A request that got no usable answer: `cause` says why (timeout, network error, last status). */
export class HttpFailure extends Error {
  constructor(
    readonly cause: string,
    readonly attempts: number,
  ) {
    super(`${cause} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
  }
}

/** An answer longer than the caller accepts: the download stops there, and is not retried. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes / 1024 / 1024} MB`);
  }
}

/** The body, read chunk by chunk and abandoned as soon as it passes `maxBytes`. */
async function readBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw new BodyTooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

const retryable = (status: number) => status === 429 || status >= 500;

/** `Retry-After` in milliseconds (seconds or an HTTP date), or `undefined`. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function describe(error: unknown, policy: RetryPolicy): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError') return `no answer in time (${policy.timeoutMs / 1000} s an attempt, ${policy.deadlineMs / 1000} s in all)`;
  return `network error (${e.cause?.code ?? e.cause?.message ?? e.message ?? String(error)})`;
}

/**
 * The answer to the first attempt that is not retryable, or the last retryable one (429, 5xx) when
 * retries or time run out; throws `HttpFailure` when no attempt got an answer, and `BodyTooLarge`
 * as soon as a body passes `maxBytes`.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  policy: RetryPolicy = DEFAULT_POLICY,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  maxBytes = Infinity,
): Promise<HttpAnswer> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const timeoutMs = Math.max(1, Math.min(policy.timeoutMs, policy.deadlineMs - (Date.now() - started)));
    let answer: HttpAnswer | undefined;
    let cause: string;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      answer = { status: response.status, headers: response.headers, body: await readBody(response, maxBytes), attempts: attempt };
      if (!retryable(answer.status)) return answer;
      cause = `HTTP ${answer.status}`;
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      cause = describe(error, policy);
    }
    const wait = retryAfterMs(answer?.headers.get('retry-after') ?? null) ?? policy.backoffMs * 2 ** (attempt - 1);
    const outOfTime = Date.now() - started + wait >= policy.deadlineMs;
    if (attempt > policy.retries || outOfTime) {
      if (answer) return answer;
      throw new HttpFailure(cause, attempt);
    }
    await sleep(wait);
  }
}
