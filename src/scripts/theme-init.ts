import { COLOR_MODE_KEY, FORCED_SYSTEM_WARNING } from '../lib/theme/resolve';
import { BOT_PATTERN } from '../lib/locale/redirect';

/**
 * The one inline script: it runs in <head> before first paint (and after each client-side
 * navigation) so the page never flashes the wrong theme. Kept tiny and dependency-free; its
 * SHA-256 is allowed by the Content-Security-Policy (see astro.config.mjs).
 *
 * - theme: a page's forced mode (`data-force-theme` on <html>; `system` is refused with a
 *   warning), else the stored preference (`localStorage['color-mode']`), else the OS setting; any
 *   other stored value means "system". Sets class `dark`/`light`, `color-scheme` and
 *   `data-color-mode` (the preference, which the theme selector's icon shows before it hydrates);
 *   follows the OS setting live.
 * - root redirect: on the French home page (`data-root-redirect` = the English home URL), a
 *   visitor whose `locale` cookie says `en`, or without the cookie whose browser ranks English
 *   before French (crawlers excepted), is sent to English before paint. Same rules as
 *   src/lib/locale/redirect.ts (`shouldRedirectRoot`), checked against each other in tests.
 * - 404: the single 404 document served for every unknown path switches to English on `/en/…`
 *   paths (`data-en-prefix` on <html>).
 */
export const THEME_INIT_SCRIPT = `(()=>{const d=document.documentElement;const r=d.dataset.rootRedirect;if(r){let c;try{c=/(?:^|;)\\s*locale\\s*=\\s*(fr|en)\\s*(?:;|$)/.exec(document.cookie)}catch{}const n=navigator;let g=!1;if(c)g=c[1]==='en';else if(!/${BOT_PATTERN.source}/i.test(n.userAgent||''))for(const l of n.languages||[n.language||'']){const x=l.toLowerCase().split('-')[0];if(x==='en'||x==='fr'){g=x==='en';break}}if(g){location.replace(r+location.search+location.hash);return}}const a=()=>{let p=null;try{p=localStorage.getItem('${COLOR_MODE_KEY}')}catch{}if(p!=='dark'&&p!=='light')p='system';const f=d.dataset.forceTheme;if(f==='system')console.warn(${JSON.stringify(FORCED_SYSTEM_WARNING)});const v=f==='dark'||f==='light'?f:p!=='system'?p:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('dark','light');d.classList.add(v);d.style.colorScheme=v;d.dataset.colorMode=p;const e=d.dataset.enPrefix;if(e&&(location.pathname+'/').startsWith(e)){d.lang='en';if(d.dataset.enTitle)document.title=d.dataset.enTitle}};a();document.addEventListener('astro:after-swap',a);matchMedia('(prefers-color-scheme: dark)').addEventListener('change',a)})()`;
