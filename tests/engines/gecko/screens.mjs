// Gecko's screens (see ../screens/shots.mjs), with this package's Playwright.
import { firefox } from '@playwright/test';
import { shoot } from '../screens/playwright-shots.mjs';
import { FIREFOX } from './browser.ts';

await shoot('gecko', firefox, { channel: 'moz-firefox', executablePath: FIREFOX, firefoxUserPrefs: { 'ui.useOverlayScrollbars': 1 } }, [1280, 320]);
