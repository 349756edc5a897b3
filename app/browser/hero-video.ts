import { seam, seamValue } from "~/lib/browser-seam";

/**
 * The home hero's background video (routes/public/home.tsx). The HTML never
 * autoplays it: it plays, muted, only while the visitor allows motion, and
 * stops when they switch to reduced motion. Its pause/play button (WCAG
 * 2.2.2) is shown only while motion is allowed; a pause chosen there holds
 * until the visitor plays it again.
 */
export function enhanceHeroVideo(): void {
  const video = document.querySelector<HTMLVideoElement>(`video${seam.heroVideo.selector}`);
  const button = document.querySelector<HTMLButtonElement>(`button${seam.heroVideoToggle.selector}`);
  if (!video || !button) return;
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
  applyMotionPreference();
  // Safari before 14 only has the older addListener.
  if (typeof reduceMotion.addEventListener === "function") reduceMotion.addEventListener("change", applyMotionPreference);
  else reduceMotion.addListener(applyMotionPreference);
}
