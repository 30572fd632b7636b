import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { demoIfcModel } from './ifcModel';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG drawn pixel by pixel. */
function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A site-photo stand-in: a sky and ground scene with a warning-striped (issue) or a green-railed (rectified) structure. */
function sitePicture(variant: number, rectified: boolean): Buffer {
  const ground: Rgb = [120 + variant * 10, 110, 95];
  return png(320, 240, (x, y) => {
    if (y < 90) return [150 + variant * 12, 190, 225];
    const inFrame = x > 60 + variant * 15 && x < 250 && y > 60 && y < 200;
    if (inFrame && (x % 60 < 8 || y % 50 < 6)) return [90, 95, 105];
    if (y > 150 && y < 165 && x > 30 && x < 290)
      return rectified ? (Math.floor(x / 20) % 2 ? [40, 160, 70] : [235, 235, 235]) : Math.floor((x + y) / 12) % 2 ? [240, 190, 30] : [30, 30, 30];
    return ground;
  });
}

/** A gate camera's snapshot stand-in: a truck's cab and box in front of the gate, with a blue plate. */
function vehicleSnapshot(variant: number): Buffer {
  const body: Rgb = (
    [
      [200, 60, 40],
      [230, 230, 225],
      [40, 90, 170],
    ] as const
  )[variant % 3];
  return png(320, 240, (x, y) => {
    if (y < 70) return [170, 180, 190];
    if (x > 40 && x < 130 && y > 90 && y < 190) return y < 130 && x > 55 && x < 120 ? [120, 170, 210] : body;
    if (x >= 130 && x < 290 && y > 70 && y < 190) return [150 + variant * 20, 150, 140];
    if (x > 60 && x < 120 && y > 195 && y < 212) return [20, 70, 200];
    if (y > 190 && y < 225 && ((x - 85) ** 2 < 400 || (x - 240) ** 2 < 400)) return [25, 25, 25];
    return [95, 95, 100];
  });
}

/** An aerial photo stand-in: site ground with building footprints, a road and a crane's shadow. */
function aerialPhoto(variant: number): Buffer {
  return png(320, 240, (x, y) => {
    if (Math.abs(y - 200 + variant * 10) < 8) return [70, 70, 75];
    const block = (x0: number, y0: number, w: number, h: number) => x > x0 && x < x0 + w && y > y0 && y < y0 + h;
    if (block(40 + variant * 10, 40, 90, 70) || block(180, 60 - variant * 5, 100, 80)) return (x + y) % 14 < 2 ? [90, 90, 90] : [185, 185, 180];
    if (Math.abs(x - y - 20 * variant) < 2 && x > 100 && x < 220) return [60, 55, 50];
    return [150 + ((x * 7 + y * 3 + variant * 11) % 20), 125, 90];
  });
}

/**
 * The demo site plan (总平面图, 1 px = 0.25 m of a 200 m × 120 m site): roads, building footprints,
 * the crane bases, the laydown and the site office, on a survey grid every 10 m.
 */
function sitePlan(): Buffer {
  const buildings = [
    [120, 100, 200, 140],
    [400, 100, 200, 140],
    [120, 300, 160, 100],
  ];
  return png(800, 480, (x, y) => {
    const inRect = ([x0, y0, w, h]: number[]) => x >= x0 && x < x0 + w && y >= y0 && y < y0 + h;
    const onEdge = ([x0, y0, w, h]: number[]) => inRect([x0, y0, w, h]) && (x < x0 + 3 || x >= x0 + w - 3 || y < y0 + 3 || y >= y0 + h - 3);
    if (x < 4 || y < 4 || x >= 796 || y >= 476) return [200, 40, 40];
    if (buildings.some(onEdge)) return [40, 60, 110];
    if (buildings.some(inRect)) return (x + y) % 16 < 2 ? [150, 165, 200] : [205, 215, 235];
    if ((x - 330) ** 2 + (y - 170) ** 2 < 150 || (x - 610) ** 2 + (y - 300) ** 2 < 150) return [240, 170, 0];
    if (inRect([640, 30, 130, 60])) return [215, 235, 210];
    if (inRect([380, 320, 220, 110])) return (x * 3 + y) % 20 < 3 ? [170, 140, 90] : [225, 210, 180];
    if (inRect([40, 250, 720, 30]) || inRect([40, 40, 30, 420]) || inRect([340, 280, 30, 180])) return [185, 185, 185];
    if (x % 40 === 0 || y % 40 === 0) return [225, 228, 232];
    return [246, 246, 242];
  });
}

/** Paths of the demo's 智慧项目部 pictures: gate snapshots, aerial photos and the site plan. */
export const vehicleSnapshotFile = (index: number) => `demo/smartproject/vehicle-${(index % 3) + 1}.png`;
export const aerialPhotoFile = (index: number) => `demo/smartproject/aerial-${(index % 4) + 1}.png`;
export const SITE_PLAN_FILE = 'demo/smartproject/site-plan.png';

/**
 * A project's site plan (位置图) stand-in: fields, the plant's road grid, unit blocks, a pipe rack
 * and a red marker where the site office stands; the layout shifts per project.
 */
function projectLocationPlan(variant: number): Buffer {
  const marker = [240 + variant * 40, 150 - variant * 20] as const;
  return png(480, 320, (x, y) => {
    if ((x - marker[0]) ** 2 + (y - marker[1]) ** 2 < 81) return [220, 40, 40];
    if ((x - marker[0]) ** 2 + (y - marker[1]) ** 2 < 144) return [255, 255, 255];
    const road = x % (120 + variant * 20) < 10 || y % (100 + variant * 10) < 10;
    if (road) return [250, 250, 245];
    if (y > 196 && y < 206) return [150, 110, 70];
    const block = (x + variant * 30) % 120 > 30 && (x + variant * 30) % 120 < 95 && y % 100 > 25 && y % 100 < 80;
    if (block) return (x + y) % 14 < 2 ? [150, 160, 175] : [190, 198, 210];
    return [214, 232, 205];
  });
}

/** Text in a PDF string of a UCS-2 encoded CID font: UTF-16BE code units as hex. */
const ucs2Hex = (text: string) => [...text].map((char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('');

/**
 * A one-page PDF, enough to preview and download (also the e2e tests' upload): the title (ASCII) in
 * Helvetica and, when given, a Chinese caption in STSong-Light, not embedded — as drawings exported
 * from CAD often are, so a viewer needs the Adobe CMaps to show it.
 */
export function pdf(title: string, caption?: string): Buffer {
  const lines = [title && `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`, caption && `BT /F2 28 Tf 72 660 Td <${ucs2Hex(caption)}> Tj ET`];
  const text = lines.filter(Boolean).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Paths (relative to the upload root) of the demo's inspection photos and documents. */
export const ISSUE_PHOTOS = [1, 2, 3, 4].map((index) => `demo/inspection/issue-${index}.png`);
export const RECTIFIED_PHOTOS = [1, 2, 3].map((index) => `demo/inspection/rectified-${index}.png`);
export const annexFile = (index: number) => `demo/annex/safety-document-${index}.pdf`;
const ANNEX_FILE_COUNT = 6;
const WAGE_VOUCHER_COUNT = 3;
/** A scanned 工资发放凭证 (bank receipt signed by the worker); the demo payments cycle through a few. */
export const wageVoucherFile = (index: number) => `demo/labour/wage-voucher-${(index % WAGE_VOUCHER_COUNT) + 1}.pdf`;

/** A drawing's version file (8 drawings, versions A–C), the same drawing set in every demo project. */
export const drawingFile = (drawing: number, version: number) => `demo/technology/drawing-${drawing + 1}-${'ABC'[version]}.pdf`;
const DRAWING_COUNT = 8;
const TECHNOLOGY_DOCUMENT_COUNT = 6;
export const changeFile = (index: number) => `demo/technology/design-change-${(index % TECHNOLOGY_DOCUMENT_COUNT) + 1}.pdf`;
export const signedSheetFile = (index: number) => `demo/technology/disclosure-signed-${(index % TECHNOLOGY_DOCUMENT_COUNT) + 1}.pdf`;
export const visaConfirmFile = (index: number) => `demo/technology/visa-confirmed-${(index % TECHNOLOGY_DOCUMENT_COUNT) + 1}.pdf`;
export const wpqReportFile = (index: number) => `demo/technology/wpq-report-${(index % TECHNOLOGY_DOCUMENT_COUNT) + 1}.pdf`;
const technologyDocuments = (name: (index: number) => string, title: string, caption: string): [string, () => Buffer][] =>
  Array.from({ length: TECHNOLOGY_DOCUMENT_COUNT }, (_, index) => [name(index), () => pdf(`${title} ${index + 1}`, `${caption}（${index + 1}）`)]);

/** The location plan picture (位置图) of each demo project (the 项目信息 card). */
export const siteMapFile = (index: number) => `demo/project/site-map-${index + 1}.png`;
const LOCATION_PLAN_COUNT = 3;

/** 数字化交付: the site office's IFC model (written by our own code), its drawings' PDFs and a construction video. */
export const IFC_MODEL_FILE = 'demo/bim/site-office.ifc';
export const bimDocumentFile = (index: number) => `demo/bim/bim-document-${index + 1}.pdf`;
export const BIM_DOCUMENT_TITLES = ['BIM实施方案', '模型深化设计说明', '管线综合碰撞报告', '竣工模型交付清单'] as const;
export const SITE_VIDEO_FILE = 'demo/bim/site-construction.webm';
/** Where the repository keeps demo files made once rather than at seed time. */
const SEED_ASSETS = 'runtime/server/seed/assets';
/** Copied from SEED_ASSETS: a short clip made once with ffmpeg (a structure rising beside a tower crane). */
const DEMO_ASSETS: readonly [string, string][] = [[SITE_VIDEO_FILE, 'site-construction.webm']];

const DEMO_FILES: readonly [string, () => Buffer][] = [
  ...Array.from({ length: LOCATION_PLAN_COUNT }, (_, index): [string, () => Buffer] => [siteMapFile(index), () => projectLocationPlan(index)]),
  ...ISSUE_PHOTOS.map((file, index): [string, () => Buffer] => [file, () => sitePicture(index, false)]),
  ...RECTIFIED_PHOTOS.map((file, index): [string, () => Buffer] => [file, () => sitePicture(index, true)]),
  ...Array.from({ length: ANNEX_FILE_COUNT }, (_, index): [string, () => Buffer] => [
    annexFile(index + 1),
    () => pdf(`Safety document ${index + 1}`, `安全资料（${index + 1}）`),
  ]),
  ...Array.from({ length: WAGE_VOUCHER_COUNT }, (_, index): [string, () => Buffer] => [
    wageVoucherFile(index),
    () => pdf(`Wage payment voucher ${index + 1}`, `工资发放凭证（${index + 1}）`),
  ]),
  ...Array.from({ length: DRAWING_COUNT * 3 }, (_, index): [string, () => Buffer] => {
    const [drawing, version] = [Math.floor(index / 3), index % 3];
    return [drawingFile(drawing, version), () => pdf(`Drawing ${drawing + 1} revision ${'ABC'[version]}`, `施工图 第${drawing + 1}张 ${'ABC'[version]}版`)];
  }),
  ...technologyDocuments(changeFile, 'Design change order', '设计变更单'),
  ...technologyDocuments(signedSheetFile, 'Technical disclosure signed sheet', '技术交底签字表'),
  ...technologyDocuments(visaConfirmFile, 'Site visa confirmed by owner', '现场签证确认单'),
  ...technologyDocuments(wpqReportFile, 'Welding procedure qualification record', '焊接工艺评定报告'),
  ...[0, 1, 2].map((index): [string, () => Buffer] => [vehicleSnapshotFile(index), () => vehicleSnapshot(index)]),
  ...[0, 1, 2, 3].map((index): [string, () => Buffer] => [aerialPhotoFile(index), () => aerialPhoto(index)]),
  [SITE_PLAN_FILE, sitePlan],
  [IFC_MODEL_FILE, () => Buffer.from(demoIfcModel('项目部办公楼'), 'utf8')],
  ...BIM_DOCUMENT_TITLES.map((title, index): [string, () => Buffer] => [bimDocumentFile(index), () => pdf(`BIM document ${index + 1}`, title)]),
];

/** Writes the files the demo data names into the upload root (`rootDir` is the repository's), leaving any already there. */
export async function writeDemoFiles(uploadRoot: string, rootDir: string): Promise<void> {
  const files: [string, () => Promise<void>][] = [
    ...DEMO_FILES.map(([relative, make]): [string, () => Promise<void>] => [relative, () => writeFile(path.join(uploadRoot, relative), make())]),
    ...DEMO_ASSETS.map(([relative, asset]): [string, () => Promise<void>] => [
      relative,
      () => copyFile(path.join(rootDir, SEED_ASSETS, asset), path.join(uploadRoot, relative)),
    ]),
  ];
  for (const [relative, write] of files) {
    const absolute = path.join(uploadRoot, relative);
    if (await stat(absolute).catch(() => null)) continue;
    await mkdir(path.dirname(absolute), { recursive: true });
    await write();
  }
}
