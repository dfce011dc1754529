// Chromium's screens, for comparison with the other engines' (see shots.mjs).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM as executablePath } from '../../../tools/chromium.mjs';
import { shoot } from './playwright-shots.mjs';

await shoot('chromium', chromium, { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_FLAGS }, [1280, 320]);
