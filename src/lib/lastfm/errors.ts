/** Why a Last.fm request gave no data. */
export type LastfmErrorKind =
  /** No answer within the time limit. */
  | 'timeout'
  /** Last.fm answered with an error body, e.g. `{"error":29,"message":"Rate Limit Exceeded"}`. */
  | 'api'
  /** An HTTP error status without a Last.fm error body. */
  | 'http'
  /** Not JSON, or JSON of an unexpected shape. */
  | 'malformed'
  /** The request never reached Last.fm (offline, DNS, CORS, blocked). */
  | 'network'
  /** Cancelled by the caller (a newer request replaced it). */
  | 'aborted';

export class LastfmError extends Error {
  override readonly name = 'LastfmError';
  readonly kind: LastfmErrorKind;
  /** Last.fm error code for `api` (29 = rate limit). */
  readonly code: number | undefined;
  /** HTTP status for `http` and `api`. */
  readonly status: number | undefined;

  constructor(kind: LastfmErrorKind, message: string, details: { code?: number; status?: number } = {}) {
    super(message);
    this.kind = kind;
    this.code = details.code;
    this.status = details.status;
  }
}

export type LastfmResult<T> = { ok: true; value: T } | { ok: false; error: LastfmError };

export const ok = <T>(value: T): LastfmResult<T> => ({ ok: true, value });
export const fail = <T>(error: LastfmError): LastfmResult<T> => ({ ok: false, error });
