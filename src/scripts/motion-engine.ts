import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import Lenis from 'lenis';

/**
 * Lenis smooth scrolling driven by GSAP's ticker, ScrollTrigger kept in step, and reveal
 * animations for `[data-reveal]` elements below the fold. Loaded on demand by `motion.ts`.
 */
gsap.registerPlugin(ScrollTrigger);
gsap.defaults({ duration: 0.5 });
gsap.config({ autoSleep: 120 });
gsap.ticker.lagSmoothing(0);

let lenis: Lenis | undefined;
let context: gsap.Context | undefined;
const raf = (time: number) => lenis?.raf(time * 1000);

/** Elements already in view (or scrolled past) are never hidden; the others fade in as they enter. */
function revealBelowTheFold(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < window.innerHeight) continue;
    gsap.from(element, {
      opacity: 0,
      y: 32,
      ease: 'power2.out',
      scrollTrigger: { trigger: element, start: 'top 95%', once: true },
    });
  }
}

export function startMotion(): void {
  stopMotion();
  lenis = new Lenis({ lerp: 0.1, smoothWheel: true, respectReducedMotion: true });
  lenis.on('scroll', ScrollTrigger.update);
  gsap.ticker.add(raf);
  context = gsap.context(revealBelowTheFold);
  document.documentElement.dataset.motion = 'on';
}

/** Undo everything: tweens, triggers and inline styles, Lenis and its listeners, the ticker hook. */
export function stopMotion(): void {
  context?.revert();
  context = undefined;
  gsap.ticker.remove(raf);
  lenis?.destroy();
  lenis = undefined;
  delete document.documentElement.dataset.motion;
}
