// WebKit's screens (see ../screens/shots.mjs; the site from WEBKIT_PORT, not SITE_URL): MiniBrowser's window is never narrower than 447 px;
// a 390 px phone is a frame of that width in a page of the proxy's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { OUT, PAGES, SCHEMES } from '../screens/shots.mjs';
import { serveSite } from './server.ts';
import { WebKit } from './webdriver.ts';

mkdirSync(OUT, { recursive: true });
const webkit = new WebKit();
// The site on WebKit's port (started when nothing serves there), behind the proxy that frames pages.
const site = await serveSite();
const origin = site.origin;
await webkit.start();
try {
  for (const scheme of SCHEMES) {
    const s = await webkit.session(scheme === 'dark' ? { args: ['--dark-mode'] } : {});
    for (const width of [1280, 447, 390]) {
      await s.resize(Math.max(width, 447) + (width === 390 ? 20 : 0), 900);
      for (const { name, path } of PAGES) {
        await s.goto(width === 390 ? `${origin}/__frame?src=${encodeURIComponent(path)}&width=390&height=844` : `${origin}${path}`);
        await new Promise((resolve) => setTimeout(resolve, 800));
        writeFileSync(new URL(`webkit-${name}-${width}-${scheme}.png`, OUT), await s.screenshot());
      }
    }
    await s.close();
  }
} finally {
  webkit.stop();
  site.close();
}
