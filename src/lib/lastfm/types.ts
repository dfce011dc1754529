/** One scrobble, validated and normalized: what every component of the lab works with. */
export interface LabTrack {
  artist: string;
  name: string;
  /** Absent when Last.fm knows no album for the track. */
  album?: string;
  /** Largest cover available, `https:` only; absent when there is none (a placeholder is shown). */
  cover?: string;
  /** The track's page on Last.fm (`http(s)` only). */
  url?: string;
  loved: boolean;
  /** Scrobble time in milliseconds since the epoch; absent for the track playing now. */
  date?: number;
  nowPlaying: boolean;
}

/** One page of `user.getRecentTracks`, normalized. */
export interface RecentTracks {
  user: string;
  /** History of this page, newest first, without the track playing now. */
  tracks: LabTrack[];
  /** The track playing now, when Last.fm reports one. */
  nowPlaying?: LabTrack;
  page: number;
  perPage: number;
  totalPages: number;
  /** Total scrobbles of the user. */
  total: number;
}
