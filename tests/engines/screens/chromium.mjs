// Chromium's screens, for comparison with the other engines' (see shots.mjs).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { shoot } from './playwright-shots.mjs';

const executablePath = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
await shoot('chromium', chromium, { ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] }, [1280, 320]);
