// Generates the placeholder illustrations under public/images/ (spec: no real
// photographs yet). Every picture uses the same few shapes and the site's
// tone colours, so the set looks consistent; swap any file for a photograph
// with the same name and aspect ratio. Run: node scripts/generate-placeholder-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve("public/images");

const tones = {
  teal: { ink: "#0f766e", soft: "#ccfbf1", mid: "#5eead4" },
  indigo: { ink: "#4338ca", soft: "#e0e7ff", mid: "#a5b4fc" },
  rose: { ink: "#be123c", soft: "#ffe4e6", mid: "#fda4af" },
  amber: { ink: "#92400e", soft: "#fef3c7", mid: "#fcd34d" },
};
const skins = ["#f1c27d", "#c68642", "#8d5524", "#e0ac69", "#ffdbac"];
const hairs = { dark: "#3b2f2f", brown: "#6b4f3a", grey: "#d1d5db", black: "#1f2937" };

// ---- primitives (all coordinates in a 640 x 400 design space) --------------

/** A person: head, hair and a rounded body. `seated` shortens the body. */
function person({ x, y = 330, s = 1, skin = skins[0], hair = hairs.dark, shirt = "#0f766e", seated = false, cross = false, long = false }) {
  const h = seated ? 70 : 120;
  const top = y - h * s;
  const body = `<path d="M${x - 34 * s} ${y}v${-(h - 40) * s}a${34 * s} ${34 * s} 0 0 1 ${68 * s} 0v${(h - 40) * s}z" fill="${shirt}"/>`;
  const head = `<circle cx="${x}" cy="${top - 6 * s}" r="${22 * s}" fill="${skin}"/>`;
  const hairShape = long
    ? `<path d="M${x - 24 * s} ${top - 4 * s}a${24 * s} ${26 * s} 0 0 1 ${48 * s} 0v${22 * s}h${-10 * s}v${-18 * s}h${-28 * s}v${18 * s}h${-10 * s}z" fill="${hair}"/>`
    : `<path d="M${x - 23 * s} ${top - 6 * s}a${23 * s} ${23 * s} 0 0 1 ${46 * s} 0h${-8 * s}q${-15 * s} ${-8 * s} ${-30 * s} 0z" fill="${hair}"/>`;
  const mark = cross
    ? `<path d="M${x - 9 * s} ${top + 52 * s}h${18 * s}M${x} ${top + 43 * s}v${18 * s}" stroke="#fff" stroke-width="${5 * s}" stroke-linecap="round"/>`
    : "";
  return body + head + hairShape + mark;
}

const house = (x, y, t, s = 1) =>
  `<path d="M${x} ${y}l${70 * s} ${-55 * s} ${70 * s} ${55 * s}v${80 * s}h${-140 * s}z" fill="#fff" stroke="${t.ink}" stroke-width="4"/>` +
  `<rect x="${x + 55 * s}" y="${y + 30 * s}" width="${30 * s}" height="${50 * s}" fill="${t.mid}"/>`;

const building = (x, y, t, w = 150, h = 170, cross = true) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" stroke="${t.ink}" stroke-width="4"/>` +
  [0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${x + 18 + c * (w - 36) / 3 + 4}" y="${y + 60 + r * 32}" width="${(w - 36) / 3 - 8}" height="18" rx="3" fill="${t.soft}"/>`).join("")).join("") +
  (cross ? `<path d="M${x + w / 2 - 14} ${y + 30}h28M${x + w / 2} ${y + 16}v28" stroke="${t.ink}" stroke-width="8" stroke-linecap="round"/>` : "");

const heart = (x, y, size, fill) =>
  `<path d="M${x} ${y + size * 0.9}s${-size} ${-size * 0.6} ${-size} ${-size * 1.3}a${size * 0.55} ${size * 0.55} 0 0 1 ${size} ${-size * 0.3}a${size * 0.55} ${size * 0.55} 0 0 1 ${size} ${size * 0.3}c0 ${size * 0.7} ${-size} ${size * 1.3} ${-size} ${size * 1.3}z" fill="${fill}"/>`;

const sofa = (x, y, t) =>
  `<rect x="${x}" y="${y}" width="200" height="60" rx="18" fill="${t.mid}"/><rect x="${x - 14}" y="${y - 20}" width="30" height="80" rx="12" fill="${t.ink}" opacity=".75"/><rect x="${x + 184}" y="${y - 20}" width="30" height="80" rx="12" fill="${t.ink}" opacity=".75"/>`;

const windowFrame = (x, y, t) =>
  `<rect x="${x}" y="${y}" width="120" height="110" rx="8" fill="#fff" stroke="${t.mid}" stroke-width="6"/><path d="M${x + 60} ${y}v110M${x} ${y + 55}h120" stroke="${t.mid}" stroke-width="4"/>`;

const plant = (x, y, t) =>
  `<rect x="${x - 16}" y="${y - 34}" width="32" height="34" rx="6" fill="${t.ink}"/><path d="M${x} ${y - 34}c-30 -20 -30 -50 0 -70c30 20 30 50 0 70z" fill="#4d7c0f" opacity=".8"/>`;

const wheelchair = (x, y, t) =>
  `<circle cx="${x}" cy="${y - 34}" r="34" fill="none" stroke="${t.ink}" stroke-width="7"/><circle cx="${x + 58}" cy="${y - 10}" r="10" fill="${t.ink}"/><path d="M${x - 30} ${y - 110}v60h88" stroke="${t.ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`;

const clipboard = (x, y, t) =>
  `<rect x="${x}" y="${y}" width="56" height="74" rx="6" fill="#fff" stroke="${t.ink}" stroke-width="4"/><path d="M${x + 12} ${y + 24}h32M${x + 12} ${y + 40}h32M${x + 12} ${y + 56}h20" stroke="${t.mid}" stroke-width="5" stroke-linecap="round"/>`;

const pot = (x, y, t) =>
  `<path d="M${x} ${y}h90v40a20 20 0 0 1 -20 20h-50a20 20 0 0 1 -20 -20z" fill="${t.ink}"/><path d="M${x + 25} ${y - 12}q10 -20 0 -36M${x + 50} ${y - 12}q10 -20 0 -36" stroke="${t.mid}" stroke-width="5" fill="none" stroke-linecap="round"/>`;

const table = (x, y, t) => `<rect x="${x}" y="${y}" width="220" height="14" rx="7" fill="${t.ink}" opacity=".8"/><rect x="${x + 20}" y="${y + 14}" width="10" height="50" fill="${t.ink}" opacity=".6"/><rect x="${x + 190}" y="${y + 14}" width="10" height="50" fill="${t.ink}" opacity=".6"/>`;

const shield = (x, y, t) =>
  `<path d="M${x} ${y}l80 30v60c0 60-40 90-80 105-40-15-80-45-80-105v-60z" fill="#fff" stroke="${t.ink}" stroke-width="6"/>` + heart(x, y + 60, 34, t.ink);

const nodes = (t) => {
  const points = [[200, 120], [440, 120], [320, 220], [170, 290], [470, 290]];
  const lines = [[0, 2], [1, 2], [2, 3], [2, 4], [0, 1], [3, 4]]
    .map(([a, b]) => `<path d="M${points[a][0]} ${points[a][1]}L${points[b][0]} ${points[b][1]}" stroke="${t.mid}" stroke-width="6"/>`).join("");
  return lines + points.map(([px, py], i) => `<circle cx="${px}" cy="${py}" r="38" fill="#fff" stroke="${t.ink}" stroke-width="5"/>` +
    person({ x: px, y: py + 24, s: 0.38, skin: skins[i % skins.length], shirt: t.ink, hair: i % 2 ? hairs.brown : hairs.black })).join("");
};

/** Background: soft tone, two decorative circles, a floor line. */
function frame(t, inner, { w = 640, h = 400, floor = true } = {}) {
  const scale = `scale(${w / 640} ${h / 400})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><g transform="${scale}">` +
    `<rect width="640" height="400" fill="${t.soft}"/>` +
    `<circle cx="560" cy="70" r="120" fill="#fff" opacity=".45"/><circle cx="60" cy="380" r="140" fill="#fff" opacity=".35"/>` +
    (floor ? `<rect y="330" width="640" height="70" fill="${t.mid}" opacity=".35"/>` : "") +
    inner + `</g></svg>`;
}

function write(file, svg) {
  const out = path.join(root, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, svg.replace(/\s+/g, " ").trim() + "\n");
}

// ---- scenes -----------------------------------------------------------------
const T = tones;
const caregiverAndSenior = (t) =>
  windowFrame(70, 70, t) + plant(560, 330, t) + sofa(250, 270, t) +
  person({ x: 330, y: 300, seated: true, skin: skins[4], hair: hairs.grey, shirt: "#7c3aed", long: true }) +
  person({ x: 440, y: 330, skin: skins[1], hair: hairs.black, shirt: t.ink, cross: true }) + heart(388, 170, 20, T.rose.ink);

const scenes = {
  "services/sinaicare.svg": [T.teal, caregiverAndSenior],
  "services/adults-disabilities.svg": [T.rose, (t) =>
    wheelchair(300, 330, t) + person({ x: 290, y: 280, seated: true, skin: skins[2], hair: hairs.black, shirt: "#2563eb" }) +
    person({ x: 420, y: 330, skin: skins[0], hair: hairs.brown, shirt: t.ink, long: true }) + plant(120, 330, t) + heart(540, 150, 26, t.ink)],
  "services/specialized-care.svg": [T.indigo, (t) =>
    windowFrame(460, 60, t) + sofa(120, 270, t) + person({ x: 220, y: 300, seated: true, skin: skins[3], hair: hairs.grey, shirt: "#0891b2" }) +
    person({ x: 360, y: 330, skin: skins[4], hair: hairs.dark, shirt: t.ink, cross: true, long: true }) +
    `<rect x="290" y="220" width="34" height="20" rx="5" fill="#fff" stroke="${t.ink}" stroke-width="3"/>`],
  "services/integrated-care.svg": [T.amber, (t) =>
    building(40, 140, t) + house(440, 250, t) +
    `<path d="M210 320c60-40 140-40 210 0" stroke="${t.ink}" stroke-width="5" fill="none" stroke-dasharray="10 10"/><path d="M410 306l12 14-18 4" stroke="${t.ink}" stroke-width="5" fill="none"/>` +
    person({ x: 280, y: 330, s: 0.85, skin: skins[1], hair: hairs.grey, shirt: "#0f766e" }) + person({ x: 350, y: 330, s: 0.85, skin: skins[0], hair: hairs.dark, shirt: t.ink, cross: true })],
  "services/care-management.svg": [T.indigo, (t) =>
    table(210, 270, t) + person({ x: 230, y: 270, seated: true, skin: skins[0], hair: hairs.grey, shirt: "#0891b2" }) +
    person({ x: 320, y: 270, seated: true, skin: skins[3], hair: hairs.brown, shirt: "#db2777", long: true }) +
    person({ x: 470, y: 330, skin: skins[2], hair: hairs.black, shirt: t.ink }) + clipboard(490, 200, t) + windowFrame(60, 60, t)],
  "services/workforce.svg": [T.indigo, (t) =>
    [150, 260, 370, 480].map((x, i) => person({ x, y: 330, s: 1 - (i % 2) * 0.08, skin: skins[i], hair: [hairs.dark, hairs.black, hairs.brown, hairs.dark][i], shirt: [t.ink, "#0f766e", t.ink, "#0f766e"][i], cross: i % 2 === 0, long: i % 2 === 1 })).join("")],

  "partners/hospitals.svg": [T.teal, (t) => building(240, 110, t, 160, 220)],
  "partners/senior-living.svg": [T.amber, (t) => building(120, 150, t, 150, 180, false) + house(360, 250, t) + plant(560, 330, t)],
  "partners/geriatric-specialists.svg": [T.indigo, (t) =>
    person({ x: 320, y: 330, s: 1.2, skin: skins[1], hair: hairs.black, shirt: "#fff" }) +
    `<path d="M298 230v30a22 22 0 0 0 44 0v-30" stroke="${t.ink}" stroke-width="6" fill="none"/><circle cx="320" cy="285" r="9" fill="${t.ink}"/>`],
  "partners/trusted-advisors.svg": [T.rose, (t) =>
    person({ x: 220, y: 330, skin: skins[0], hair: hairs.brown, shirt: t.ink }) + person({ x: 420, y: 330, skin: skins[2], hair: hairs.black, shirt: "#0f766e", long: true }) +
    `<path d="M252 260h136" stroke="${skins[3]}" stroke-width="20" stroke-linecap="round"/>`],
  "partners/primary-care.svg": [T.teal, (t) => house(250, 230, t, 1) + `<path d="M306 200h28M320 186v28" stroke="${t.ink}" stroke-width="8" stroke-linecap="round"/>` + plant(150, 330, t) + plant(500, 330, t)],
  "partners/ontario-health-teams.svg": [T.amber, (t) => nodes(t)],
  "partners/insurance-providers.svg": [T.rose, (t) => shield(320, 80, t)],

  "careers/hero.svg": [T.teal, (t) =>
    person({ x: 200, y: 330, skin: skins[1], hair: hairs.black, shirt: t.ink, cross: true }) +
    person({ x: 320, y: 330, s: 1.08, skin: skins[4], hair: hairs.brown, shirt: "#4338ca", long: true }) +
    person({ x: 440, y: 330, skin: skins[2], hair: hairs.dark, shirt: t.ink }) + heart(320, 70, 26, T.rose.ink)],
  "careers/personal-support-worker.svg": [T.teal, (t) =>
    person({ x: 260, y: 330, skin: skins[3], hair: hairs.grey, shirt: "#7c3aed" }) + person({ x: 380, y: 330, skin: skins[1], hair: hairs.black, shirt: t.ink, long: true }) +
    `<path d="M290 250h60" stroke="${skins[1]}" stroke-width="16" stroke-linecap="round"/>` + windowFrame(470, 70, t)],
  "careers/registered-practical-nurse.svg": [T.indigo, (t) =>
    person({ x: 280, y: 330, skin: skins[0], hair: hairs.brown, shirt: t.ink, cross: true, long: true }) + table(360, 270, t) +
    `<rect x="400" y="240" width="26" height="30" rx="4" fill="#fff" stroke="${t.ink}" stroke-width="3"/><rect x="440" y="248" width="22" height="22" rx="4" fill="${T.amber.mid}"/>`],
  "careers/registered-nurse.svg": [T.teal, (t) =>
    person({ x: 300, y: 330, s: 1.1, skin: skins[2], hair: hairs.black, shirt: t.ink, cross: true }) + clipboard(350, 200, t) + windowFrame(80, 70, t)],
  "careers/developmental-service-worker.svg": [T.rose, (t) =>
    table(210, 270, t) + person({ x: 260, y: 270, seated: true, skin: skins[4], hair: hairs.dark, shirt: "#2563eb", long: true }) +
    person({ x: 380, y: 270, seated: true, skin: skins[1], hair: hairs.black, shirt: t.ink }) +
    `<rect x="300" y="252" width="40" height="18" rx="3" fill="${T.amber.mid}"/><rect x="306" y="238" width="28" height="14" rx="3" fill="${T.teal.mid}"/>`],
  "careers/social-worker.svg": [T.amber, (t) =>
    sofa(90, 270, t) + person({ x: 150, y: 300, seated: true, skin: skins[0], hair: hairs.grey, shirt: "#0891b2" }) +
    person({ x: 240, y: 300, seated: true, skin: skins[3], hair: hairs.brown, shirt: "#db2777", long: true }) +
    person({ x: 460, y: 330, skin: skins[2], hair: hairs.black, shirt: t.ink, long: true }) + clipboard(480, 200, t)],
  "careers/homemaker.svg": [T.amber, (t) =>
    `<rect x="60" y="250" width="520" height="80" rx="6" fill="#fff" stroke="${t.ink}" stroke-width="4"/>` + pot(360, 190, t) +
    person({ x: 240, y: 330, skin: skins[1], hair: hairs.dark, shirt: "#0f766e", long: true }) + windowFrame(440, 50, t)],
};

for (const [file, [tone, draw]] of Object.entries(scenes)) {
  const partner = file.startsWith("partners/");
  write(file, frame(tone, draw(tone), partner ? { w: 320, h: 200 } : file.startsWith("careers/") && file !== "careers/hero.svg" ? { w: 480, h: 300 } : {}));
}

// Team strip: round portraits.
const team = [
  [T.teal, skins[1], hairs.black, true, false],
  [T.indigo, skins[4], hairs.brown, false, true],
  [T.rose, skins[2], hairs.dark, true, true],
  [T.amber, skins[0], hairs.grey, false, false],
  [T.teal, skins[3], hairs.black, false, true],
];
team.forEach(([t, skin, hair, cross, long], i) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">` +
    `<circle cx="80" cy="80" r="80" fill="${t.soft}"/><clipPath id="c"><circle cx="80" cy="80" r="80"/></clipPath><g clip-path="url(#c)">` +
    person({ x: 80, y: 200, s: 1, skin, hair, shirt: t.ink, cross, long }) + `</g></svg>`;
  write(`team/caregiver-${i + 1}.svg`, svg);
});

// Hero poster (16:9): a calm living room, kept to the right so text sits on the left.
{
  const t = T.teal;
  const inner =
    `<rect width="640" height="400" fill="#134e4a"/>` +
    `<circle cx="520" cy="120" r="200" fill="#0f766e" opacity=".55"/><circle cx="420" cy="380" r="160" fill="#115e59" opacity=".6"/>` +
    `<rect y="330" width="640" height="70" fill="#0d3b38"/>` +
    windowFrame(470, 50, { ...t, mid: "#5eead4" }) + plant(600, 330, t) + sofa(330, 270, { ...t, mid: "#14b8a6", ink: "#0f766e" }) +
    person({ x: 400, y: 300, seated: true, skin: skins[4], hair: hairs.grey, shirt: "#a78bfa", long: true }) +
    person({ x: 500, y: 330, skin: skins[1], hair: hairs.black, shirt: "#ccfbf1", cross: false }) + heart(452, 170, 18, "#fda4af");
  write("hero-poster.svg", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="1600" height="1000" preserveAspectRatio="xMidYMid slice">${inner}</svg>`);
}

console.log(`wrote ${Object.keys(scenes).length + team.length + 1} SVG files under ${root}`);
