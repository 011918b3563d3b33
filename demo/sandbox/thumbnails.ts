// Thumbnails as small generated SVG scenes: sky, ground and a building whose shape and colours follow the type.
import type { AccommodationRecord, AccommodationType } from './data.ts';

type Shape = 'tent' | 'tipi' | 'house' | 'block' | 'wagon' | 'dome' | 'tree';

const SHAPES: Record<AccommodationType | 'none', Shape> = {
  other: 'house',
  campsite: 'tent',
  apartment: 'block',
  camping_barrel: 'dome',
  bungalow_tent: 'tent',
  bungalow: 'house',
  caravan: 'wagon',
  chalet: 'house',
  hiker_cabin: 'house',
  holiday_home: 'house',
  hotelroom: 'block',
  lodge_tent: 'tent',
  mobilehome: 'wagon',
  studio: 'block',
  tipitent: 'tipi',
  treehouse: 'tree',
  villa: 'house',
  gipsywagon: 'wagon',
  safari_tent: 'tent',
  pod: 'dome',
  none: 'block',
};

// [sky, ground, building, accent]
const PALETTES: Record<AccommodationType | 'none', [string, string, string, string]> = {
  other: ['#cfe3f0', '#8db36b', '#b08d6e', '#6d4c3d'],
  campsite: ['#bfe0f5', '#7fb069', '#e07a5f', '#3d405b'],
  apartment: ['#d6e4f0', '#9bbf85', '#e9d8a6', '#005f73'],
  camping_barrel: ['#f6d8ae', '#83a35c', '#a0522d', '#4a2c1a'],
  bungalow_tent: ['#c9e4f6', '#84b26a', '#f2cc8f', '#81583a'],
  bungalow: ['#bde0fe', '#90be6d', '#f4a261', '#8d3b2a'],
  caravan: ['#cde7f0', '#94c58c', '#f1faee', '#457b9d'],
  chalet: ['#d0e8f2', '#6a994e', '#bc6c25', '#5e3023'],
  hiker_cabin: ['#e3eef5', '#6b8f4e', '#a68a64', '#582f0e'],
  holiday_home: ['#c6e2ff', '#8fbc8f', '#e9c46a', '#264653'],
  hotelroom: ['#dfe7fd', '#a3b18a', '#cdb4db', '#3a0ca3'],
  lodge_tent: ['#f5e6c8', '#7a9a52', '#ccd5ae', '#606c38'],
  mobilehome: ['#caf0f8', '#95d5b2', '#e5e5e5', '#2a9d8f'],
  studio: ['#e0f2fe', '#a7c957', '#ffd6a5', '#6a4c93'],
  tipitent: ['#fde2c4', '#88a65e', '#fefae0', '#bc4749'],
  treehouse: ['#d8f3dc', '#52796f', '#b5838d', '#354f52'],
  villa: ['#bee9e8', '#80b918', '#fff1e6', '#d62828'],
  gipsywagon: ['#ffe5ec', '#74a57f', '#ef476f', '#073b4c'],
  safari_tent: ['#fbe8c8', '#99a66a', '#ddb892', '#7f5539'],
  pod: ['#e2ece9', '#8ab17d', '#adb5bd', '#2b2d42'],
  none: ['#e8e8f0', '#90a955', '#c9ada7', '#4a4e69'],
};

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

function building(shape: Shape, body: string, accent: string, x: number): string {
  switch (shape) {
    case 'tent':
      return `<path d="M${x - 70} 160 L${x} 70 L${x + 70} 160 Z" fill="${body}"/><path d="M${x - 14} 160 L${x} 118 L${x + 14} 160 Z" fill="${accent}"/>`;
    case 'tipi':
      return `<path d="M${x - 45} 160 L${x} 40 L${x + 45} 160 Z" fill="${body}"/><path d="M${x - 8} 36 L${x + 8} 52 M${x + 8} 36 L${x - 8} 52" stroke="${accent}" stroke-width="4"/><path d="M${x - 12} 160 L${x} 128 L${x + 12} 160 Z" fill="${accent}"/>`;
    case 'house':
      return `<rect x="${x - 60}" y="100" width="120" height="60" fill="${body}"/><path d="M${x - 72} 102 L${x} 55 L${x + 72} 102 Z" fill="${accent}"/><rect x="${x - 12}" y="125" width="24" height="35" fill="${accent}"/><rect x="${x + 25}" y="112" width="20" height="18" fill="#fdfdf5"/><rect x="${x - 45}" y="112" width="20" height="18" fill="#fdfdf5"/>`;
    case 'block': {
      const windows = [0, 1, 2]
        .flatMap((row) =>
          [0, 1, 2].map(
            (column) =>
              `<rect x="${x - 40 + column * 30}" y="${70 + row * 28}" width="18" height="16" fill="#fdfdf5"/>`,
          ),
        )
        .join('');
      return `<rect x="${x - 55}" y="55" width="110" height="105" fill="${body}"/><rect x="${x - 55}" y="50" width="110" height="8" fill="${accent}"/>${windows}`;
    }
    case 'wagon':
      return `<rect x="${x - 70}" y="95" width="140" height="55" rx="18" fill="${body}" stroke="${accent}" stroke-width="3"/><rect x="${x - 50}" y="108" width="36" height="20" rx="4" fill="${accent}"/><rect x="${x + 5}" y="108" width="36" height="20" rx="4" fill="${accent}"/><circle cx="${x - 35}" cy="155" r="11" fill="#333"/><circle cx="${x + 35}" cy="155" r="11" fill="#333"/>`;
    case 'dome':
      return `<path d="M${x - 60} 160 A60 60 0 0 1 ${x + 60} 160 Z" fill="${body}"/><path d="M${x - 60} 160 A60 60 0 0 1 ${x + 60} 160" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="${x}" cy="132" r="14" fill="${accent}"/>`;
    case 'tree':
      return `<rect x="${x - 10}" y="60" width="20" height="100" fill="#6b4f3a"/><circle cx="${x}" cy="55" r="55" fill="#2d6a4f"/><rect x="${x - 35}" y="70" width="70" height="40" fill="${body}"/><path d="M${x - 42} 72 L${x} 45 L${x + 42} 72 Z" fill="${accent}"/>`;
  }
}

export function thumbnailSvg(record: AccommodationRecord): string {
  const kind = record.type ?? 'none';
  const [sky, ground, body, accent] = PALETTES[kind];
  const seed = hash(record.id);
  const sunX = 30 + (seed % 260);
  const x = 110 + ((seed >>> 9) % 100);
  const hill = 120 + ((seed >>> 17) % 30);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">` +
    `<rect width="320" height="200" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="38" r="18" fill="#ffd166" opacity="0.9"/>` +
    `<path d="M0 ${hill} Q80 ${hill - 35} 160 ${hill} T320 ${hill - 10} V200 H0 Z" fill="${ground}" opacity="0.6"/>` +
    `<rect y="155" width="320" height="45" fill="${ground}"/>` +
    building(SHAPES[kind], body, accent, x) +
    `</svg>`
  );
}
