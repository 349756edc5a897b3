// Generates the two binary placeholders the marketing pages need, using the
// system Chromium (no network): public/images/og-default.png, the 1200x630
// Open Graph card, and public/media/hero-loop.webm, a short seamless loop made
// by slowly panning the hero poster (replace it with real footage later; keep
// the file name or change it in app/routes/public/home/HeroSection.tsx).
// Run after scripts/generate-placeholder-art.mjs:
//   node scripts/generate-marketing-media.mjs
/* global Image, btoa, document, MediaRecorder, performance, requestAnimationFrame, Blob -- the evaluate() callback runs in Chromium */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });

try {
  // --- Open Graph card -------------------------------------------------------
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(`<!doctype html><html><body style="margin:0">
    <div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:center;gap:28px;
      background:#115e59;color:#fff;font-family:system-ui,Arial,sans-serif;position:relative;overflow:hidden">
      <div style="position:absolute;right:-120px;top:-120px;width:520px;height:520px;border-radius:50%;background:rgba(255,255,255,.08)"></div>
      <div style="position:absolute;right:120px;bottom:-200px;width:420px;height:420px;border-radius:50%;background:rgba(255,255,255,.06)"></div>
      <div style="display:flex;align-items:center;gap:24px">
        <svg viewBox="0 0 40 40" width="96" height="96"><rect width="40" height="40" rx="10" fill="#fff"/>
          <path d="M20 30s-9-5.6-9-12a5 5 0 0 1 9-3 5 5 0 0 1 9 3c0 6.4-9 12-9 12z" fill="#0f766e"/></svg>
        <span style="font-size:64px;font-weight:800;letter-spacing:-1px">Sinai Home Care</span>
      </div>
      <div style="font-size:40px;line-height:1.3;max-width:900px">Personalized 1-on-1 home healthcare across Ontario</div>
      <div style="font-size:28px;color:#ccfbf1">Nursing · Personal support · Live-in care · Hospital to home</div>
    </div></body></html>`);
  mkdirSync("public/images", { recursive: true });
  await og.screenshot({ path: "public/images/og-default.png", type: "png" });
  await og.close();

  // --- Hero loop ---------------------------------------------------------------
  const poster = readFileSync("public/images/hero-poster.svg", "utf8");
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");
  const base64 = await page.evaluate(async (svg) => {
    const width = 960;
    const height = 540;
    const seconds = 6;
    const fps = 24;
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    // Cover-fit the 16:10 poster into 16:9, then pan and zoom gently in a loop
    // that ends where it starts (sin over one full period).
    const draw = (t) => {
      const phase = (2 * Math.PI * t) / seconds;
      const zoom = 1.06 + 0.04 * Math.sin(phase);
      const drawWidth = width * zoom;
      const drawHeight = (drawWidth * image.naturalHeight) / image.naturalWidth;
      const x = (width - drawWidth) / 2 + 14 * Math.sin(phase);
      const y = (height - drawHeight) / 2 + 6 * Math.cos(phase) - 6;
      context.drawImage(image, x, y, drawWidth, drawHeight);
    };
    draw(0);
    const stream = canvas.captureStream(fps);
    const mimeType = MediaRecorder.isTypeSupported("video/webm;codecs=vp9") ? "video/webm;codecs=vp9" : "video/webm";
    const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 300_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const tick = () => {
        const t = (performance.now() - start) / 1000;
        if (t >= seconds) return resolve();
        draw(t);
        requestAnimationFrame(tick);
      };
      tick();
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
    let binary = "";
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }, poster);
  mkdirSync("public/media", { recursive: true });
  const video = Buffer.from(base64, "base64");
  writeFileSync(path.join("public/media", "hero-loop.webm"), video);
  console.log(`wrote public/images/og-default.png and public/media/hero-loop.webm (${Math.round(video.length / 1024)} KB)`);
} finally {
  await browser.close();
}
