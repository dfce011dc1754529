import { LASTFM_API_ORIGIN } from '../external-origins.ts';

/** Last.fm answers at most 200 tracks per page. */
export const MAX_LIMIT = 200;

export interface RecentTracksParams {
  user: string;
  apiKey: string;
  /** 1-based page number. */
  page?: number;
  /** Tracks per page, 1–200 (Last.fm's default is 50). */
  limit?: number;
  /** Only scrobbles from this time on, in milliseconds since the epoch. */
  from?: number;
}

const clampInt = (value: number | undefined, min: number, max: number, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

/** The `user.getRecentTracks` URL (extended: loved flag and artist URL), JSON format. */
export function recentTracksUrl({ user, apiKey, page, limit, from }: RecentTracksParams): string {
  const url = new URL('/2.0/', LASTFM_API_ORIGIN);
  url.search = new URLSearchParams({
    method: 'user.getrecenttracks',
    user,
    api_key: apiKey,
    format: 'json',
    extended: '1',
    limit: String(clampInt(limit, 1, MAX_LIMIT, 50)),
    page: String(clampInt(page, 1, Number.MAX_SAFE_INTEGER, 1)),
    ...(from !== undefined && Number.isFinite(from) && { from: String(Math.max(0, Math.floor(from / 1000))) }),
  }).toString();
  return url.href;
}
