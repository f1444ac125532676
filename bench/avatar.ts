/**
 * Portrait-like demo avatars drawn as SVG and rasterised with sharp (DESIGN: no stock photographs;
 * demo avatars are drawn and look deliberate). A faceless head-and-shoulders figure on a soft gradient:
 * varied skin, hair and clothing tones, hair styles by gender, sometimes a bindi, jhumkas or glasses.
 */
import sharp from 'sharp';
import type { Gender } from './generate';
import { Rng } from './prng';

const W = 720;
const H = 900;

const SKINS = ['#f1c9a5', '#eac0a0', '#e0ac84', '#d29b72', '#c68e65', '#b27a56', '#a86f4c', '#8d5a3b'];
const HAIRS = ['#1c1412', '#2a1c17', '#141010', '#3b2a22', '#4a3428', '#231815'];
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#fde2e4', '#f6c6d0'],
  ['#e2ece9', '#bee1e6'],
  ['#fff1e6', '#f0d9c4'],
  ['#dfe7fd', '#c3d3fb'],
  ['#e9f5db', '#cfe1b9'],
  ['#f8edeb', '#e8d1c5'],
  ['#ede7f6', '#d1c4e9'],
  ['#e0f2f1', '#b2dfdb'],
  ['#fef3c7', '#fcd9a8'],
];
const GROOM_CLOTHES = [
  '#1f4e79',
  '#f4f1ea',
  '#6b8f71',
  '#8a3b3b',
  '#2f3e46',
  '#c9b38a',
  '#5a4e7c',
  '#3d5a80',
  '#e9e4d4',
];
const SAREES = [
  '#b5179e',
  '#c1121f',
  '#2a9d8f',
  '#e76f51',
  '#6a4c93',
  '#118ab2',
  '#9d0208',
  '#d4a017',
  '#386641',
  '#ef476f',
];
const BORDERS = ['#d4a017', '#e9c46a', '#f4d35e', '#c9a227'];

/** Darkens (amount < 0) or lightens (amount > 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v: number) =>
    Math.max(0, Math.min(255, Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** The SVG source of avatar `variant` for a gender (deterministic). */
export function avatarSvg(gender: Gender, variant: number): string {
  const rng = new Rng(variant * 7919 + (gender === 'Bride' ? 1 : 2));
  const bride = gender === 'Bride';
  const [bg1, bg2] = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKINS);
  const hair = rng.pick(HAIRS);
  const cx = W / 2 + rng.int(-12, 12);
  const cy = bride ? 408 : 396;
  const rx = bride ? 104 : 114;
  const ry = bride ? 134 : 140;
  const cloth = bride ? rng.pick(SAREES) : rng.pick(GROOM_CLOTHES);
  const border = rng.pick(BORDERS);
  const glasses = rng.chance(bride ? 0.18 : 0.3);
  const bindi = bride && rng.chance(0.75);
  const jhumka = bride && rng.chance(0.6);
  const longHair = bride && rng.chance(0.6);
  const flowers = bride && !longHair && rng.chance(0.5);
  const shoulder = bride ? 210 : 250;
  const neckTop = cy + ry - 40;
  const neckY = cy + ry + 42;

  const parts: string[] = [];
  parts.push(`<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="face" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${shade(skin, 0.12)}"/><stop offset="1" stop-color="${shade(skin, -0.06)}"/></radialGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(cloth, 0.08)}"/><stop offset="1" stop-color="${shade(cloth, -0.25)}"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.65" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.14"/></radialGradient>
    <clipPath id="cap"><ellipse cx="${cx}" cy="${cy - (bride ? 6 : 14)}" rx="${rx + 8}" ry="${ry + (bride ? 10 : 22)}"/></clipPath>
  </defs>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="url(#glow)"/>`);
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<circle cx="${rng.int(40, W - 40)}" cy="${rng.int(40, 360)}" r="${rng.int(30, 90)}" fill="#ffffff" fill-opacity="${(0.08 + rng.next() * 0.1).toFixed(2)}"/>`,
    );
  }
  // Long hair falls behind the shoulders; otherwise a bun or plait shows beside the head.
  if (longHair) {
    parts.push(
      `<path d="M ${cx - rx - 14} ${cy - 30} C ${cx - rx - 40} ${cy + 120}, ${cx - rx - 46} ${cy + 230}, ${cx - rx - 18} ${neckY + 70} L ${cx + rx + 18} ${neckY + 70} C ${cx + rx + 46} ${cy + 230}, ${cx + rx + 40} ${cy + 120}, ${cx + rx + 14} ${cy - 30} Z" fill="${hair}"/>`,
    );
  } else if (bride) {
    parts.push(`<circle cx="${cx + rx - 6}" cy="${cy - 28}" r="58" fill="${hair}"/>`);
    if (flowers) {
      for (let k = 0; k < 7; k++) {
        const a = -1.2 + k * 0.38;
        parts.push(
          `<circle cx="${(cx + rx - 6 + Math.cos(a) * 60).toFixed(1)}" cy="${(cy - 28 + Math.sin(a) * 60).toFixed(1)}" r="9" fill="#fffdf5" stroke="#efe6c8" stroke-width="2"/>`,
        );
      }
    }
  }
  // Shoulders and clothing.
  const sl = cx - shoulder;
  const sr = cx + shoulder;
  parts.push(
    `<path d="M ${sl - 70} ${H} C ${sl - 60} ${neckY + 70}, ${sl + 20} ${neckY + 6}, ${cx - 60} ${neckY - 8} L ${cx + 60} ${neckY - 8} C ${sr - 20} ${neckY + 6}, ${sr + 60} ${neckY + 70}, ${sr + 70} ${H} Z" fill="url(#cloth)"/>`,
  );
  // Neck with a soft shadow under the chin.
  parts.push(
    `<path d="M ${cx - 44} ${neckTop} L ${cx - 48} ${neckY + 10} Q ${cx} ${neckY + 48} ${cx + 48} ${neckY + 10} L ${cx + 44} ${neckTop} Z" fill="${shade(skin, -0.1)}"/>`,
  );
  parts.push(
    `<ellipse cx="${cx}" cy="${neckTop + 14}" rx="50" ry="22" fill="${shade(skin, -0.22)}" fill-opacity="0.45"/>`,
  );
  if (bride) {
    // Saree: a pallu across the left shoulder with a gold border; a blouse neckline.
    parts.push(
      `<path d="M ${cx - 46} ${neckY + 18} Q ${cx} ${neckY + 70} ${cx + 46} ${neckY + 18} L ${cx + 90} ${neckY + 4} Q ${cx} ${neckY + 120} ${cx - 90} ${neckY + 4} Z" fill="${shade(cloth, -0.3)}"/>`,
    );
    parts.push(
      `<path d="M ${sl - 30} ${neckY + 40} L ${sl + 70} ${neckY + 4} L ${sr + 40} ${H} L ${sr - 120} ${H} Z" fill="${shade(cloth, 0.1)}" fill-opacity="0.95"/>`,
    );
    parts.push(
      `<path d="M ${sl + 70} ${neckY + 4} L ${sr + 40} ${H}" stroke="${border}" stroke-width="16" fill="none"/>`,
      `<path d="M ${sl + 48} ${neckY + 14} L ${sr - 4} ${H}" stroke="${border}" stroke-width="4" stroke-opacity="0.8" fill="none"/>`,
    );
  } else {
    // Shirt or kurta collar and placket.
    const collar = shade(cloth, cloth === '#f4f1ea' || cloth === '#e9e4d4' ? -0.12 : 0.18);
    parts.push(
      `<path d="M ${cx - 62} ${neckY - 10} L ${cx} ${neckY + 56} L ${cx - 14} ${neckY + 74} L ${cx - 86} ${neckY + 8} Z" fill="${collar}"/>`,
      `<path d="M ${cx + 62} ${neckY - 10} L ${cx} ${neckY + 56} L ${cx + 14} ${neckY + 74} L ${cx + 86} ${neckY + 8} Z" fill="${collar}"/>`,
      `<line x1="${cx}" y1="${neckY + 60}" x2="${cx}" y2="${H}" stroke="${shade(cloth, -0.3)}" stroke-width="3"/>`,
    );
    for (let k = 0; k < 3; k++) {
      parts.push(
        `<circle cx="${cx + 10}" cy="${neckY + 110 + k * 70}" r="5" fill="${shade(cloth, -0.35)}"/>`,
      );
    }
  }
  // Ears (with jhumkas), head.
  parts.push(
    `<ellipse cx="${cx - rx + 2}" cy="${cy + 12}" rx="17" ry="30" fill="${shade(skin, -0.08)}"/>`,
    `<ellipse cx="${cx + rx - 2}" cy="${cy + 12}" rx="17" ry="30" fill="${shade(skin, -0.08)}"/>`,
  );
  if (jhumka) {
    for (const ex of [cx - rx + 2, cx + rx - 2]) {
      parts.push(
        `<circle cx="${ex}" cy="${cy + 50}" r="6" fill="${border}"/>`,
        `<path d="M ${ex - 13} ${cy + 74} Q ${ex} ${cy + 46} ${ex + 13} ${cy + 74} Z" fill="${border}"/>`,
      );
    }
  }
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#face)"/>`);
  // Hair cap: the area above a hairline, clipped to a slightly larger head outline.
  const hairline = bride
    ? `M ${cx + rx + 20} ${cy - 6} Q ${cx + rx * 0.55} ${cy - ry * 0.78} ${cx} ${cy - ry * 0.62} Q ${cx - rx * 0.55} ${cy - ry * 0.78} ${cx - rx - 20} ${cy - 6}`
    : `M ${cx + rx + 20} ${cy - 6} L ${cx + rx - 8} ${cy - 6} Q ${cx + rx * 0.8} ${cy - ry * 0.5} ${cx + rx * 0.25} ${cy - ry * 0.6} Q ${cx - rx * 0.35} ${cy - ry * 0.72} ${cx - rx * 0.78} ${cy - ry * 0.48} Q ${cx - rx + 2} ${cy - ry * 0.3} ${cx - rx + 8} ${cy - 6} L ${cx - rx - 20} ${cy - 6}`;
  parts.push(
    `<path clip-path="url(#cap)" d="${hairline} L ${cx - rx - 20} 0 L ${cx + rx + 20} 0 Z" fill="${hair}"/>`,
  );
  // A soft sheen on the hair.
  parts.push(
    `<path clip-path="url(#cap)" d="M ${cx - rx * 0.6} ${cy - ry * 0.82} Q ${cx} ${cy - ry - 30} ${cx + rx * 0.6} ${cy - ry * 0.8}" stroke="#ffffff" stroke-opacity="0.13" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  );
  if (bindi) {
    parts.push(
      `<circle cx="${cx}" cy="${cy - ry * 0.3}" r="7" fill="${rng.pick(['#9d0208', '#c1121f', '#7b2cbf'])}"/>`,
    );
  }
  if (glasses) {
    const gy = cy - 4;
    const frame = rng.pick(['#2b2b2b', '#5c4033', '#1d3557']);
    parts.push(
      `<rect x="${cx - 92}" y="${gy - 24}" width="74" height="50" rx="16" fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="6"/>`,
      `<rect x="${cx + 18}" y="${gy - 24}" width="74" height="50" rx="16" fill="#ffffff" fill-opacity="0.12" stroke="${frame}" stroke-width="6"/>`,
      `<path d="M ${cx - 18} ${gy - 4} Q ${cx} ${gy - 14} ${cx + 18} ${gy - 4}" stroke="${frame}" stroke-width="5" fill="none"/>`,
    );
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** Avatar `variant` for a gender as a JPEG (720 × 900), ready for the photo pipeline. */
export async function renderAvatar(gender: Gender, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(gender, variant)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
