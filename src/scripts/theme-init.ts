/**
 * The one inline script: it runs in <head> before first paint (and after each client-side
 * navigation) so the page never flashes the wrong theme. Kept tiny and dependency-free; its
 * SHA-256 is allowed by the Content-Security-Policy (see astro.config.mjs).
 *
 * - theme: a page's forced mode (`data-force-theme` on <html>), else the stored preference
 *   (`localStorage['color-mode']`), else the OS setting; any other stored value means "system".
 * - 404: the single 404 document served for every unknown path switches to English on `/en/…`
 *   paths (`data-en-prefix` on <html>).
 */
export const THEME_INIT_SCRIPT = `(()=>{const d=document.documentElement;const a=()=>{let p=null;try{p=localStorage.getItem('color-mode')}catch{}const f=d.dataset.forceTheme;const v=f==='dark'||f==='light'?f:p==='dark'||p==='light'?p:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('dark','light');d.classList.add(v);d.style.colorScheme=v;const e=d.dataset.enPrefix;if(e&&(location.pathname+'/').startsWith(e)){d.lang='en';if(d.dataset.enTitle)document.title=d.dataset.enTitle}};a();document.addEventListener('astro:after-swap',a)})()`;
