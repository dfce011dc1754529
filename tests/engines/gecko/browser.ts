import { existsSync } from 'node:fs';

/**
 * Debian's Firefox ESR (`apt-get install firefox-esr`); `FIREFOX_ESR` names another build of the
 * same major version.
 */
export const FIREFOX = process.env.FIREFOX_ESR ?? '/usr/lib/firefox-esr/firefox-esr';
export const FIREFOX_FOUND = existsSync(FIREFOX);

/** The Gecko suite's server: its own port, beside the Chromium suite's (PORT) and WebKit's. */
export const GECKO_PORT = Number(process.env.GECKO_PORT ?? Number(process.env.PORT ?? 4322) + 1);
