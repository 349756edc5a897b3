import { seam, seamValue } from "~/lib/browser-seam";

/** Below this width the hero keeps its still poster: a phone's first load never pays for the video. */
const WIDE_SCREEN = "(min-width: 1024px)";
/** Connections on which the video is not worth its bytes (Network Information API, where a browser has it). */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether this visit may spend bytes on a decorative video: not when the visitor asked to save data or the connection is slow. */
function connectionAllowsVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTIONS.has(connection.effectiveType ?? "");
}

/** Runs `start` once the page has loaded and the browser is idle, so the video never competes with the first load. */
function whenIdle(start: () => void): void {
  // Safari has no requestIdleCallback: a second after the load event instead.
  const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * The home hero's background video (routes/public/home.tsx). The HTML never
 * autoplays it (preload="none"): it plays, muted, only after the page has
 * loaded and the browser is idle, only on a wide screen, never when the
 * visitor saves data or the connection is slow, and only while they allow
 * motion (it stops when they switch to reduced motion). Its pause/play button
 * (WCAG 2.2.2) is shown only while the video may play; a pause chosen there
 * holds until the visitor plays it again.
 */
export function enhanceHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>(`video${seam.heroVideo.selector}`);
  const button = document.querySelector<HTMLButtonElement>(`button${seam.heroVideoToggle.selector}`);
  if (!video || !button) return;
  if (!window.matchMedia(WIDE_SCREEN).matches || !connectionAllowsVideo()) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let pausedByVisitor = false;

  const showPlaying = (playing: boolean) => {
    button.textContent = seamValue(button, playing ? "labelPlaying" : "labelPaused") ?? "";
  };
  const play = () => {
    video.muted = true;
    video.play().catch(() => showPlaying(false));
  };
  const applyMotionPreference = () => {
    button.hidden = reduceMotion.matches;
    if (reduceMotion.matches) video.pause();
    else if (!pausedByVisitor) play();
  };

  video.addEventListener("play", () => showPlaying(true));
  video.addEventListener("pause", () => showPlaying(false));
  button.addEventListener("click", () => {
    pausedByVisitor = !video.paused;
    if (pausedByVisitor) video.pause();
    else play();
  });
  whenIdle(() => {
    applyMotionPreference();
    // Safari before 14 only has the older addListener.
    if (typeof reduceMotion.addEventListener === "function") reduceMotion.addEventListener("change", applyMotionPreference);
    else reduceMotion.addListener(applyMotionPreference);
  });
}
