// @vitest-environment node
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRow, writeTeamWorkbook } from '../../../tests/fixtures/teamWorkbook';
import { openUtf8WorkbookReader } from './utf8WorkbookReader';

// Team names of 900 Chinese characters make nearly every byte of the sheet part of a
// three-byte character, so nearly every chunk boundary splits one. exceljs's own reader
// garbles 7 of these rows when the worksheet is re-read in its 64 KiB chunks and 140 when
// shared strings arrive in 7-byte chunks; the counts are fixed, since the files are.
const PREFIX = '钢筋混凝土结构施工劳务作业班组'.repeat(60);
const ROWS = 250;

/** Every data row of the first sheet as text. */
async function readRows(input: string | Readable): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const sheet of await openUtf8WorkbookReader(input, { sharedStrings: 'cache', worksheets: 'emit' })) {
    for await (const row of sheet) {
      if (row.number > 1) rows.push([1, 2, 3, 4].map((column) => row.getCell(column).value));
    }
  }
  return rows;
}

const expectedRows = () => Array.from({ length: ROWS }, (_, index) => teamRow(index + 1, PREFIX));

describe('openUtf8WorkbookReader', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'utf8-reader-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps characters whole where a worksheet spooled to a temporary file is read back in chunks', async () => {
    const file = path.join(dir, 'inline.xlsx');
    await writeTeamWorkbook(file, ROWS, { prefix: PREFIX });
    expect(await readRows(file)).toEqual(expectedRows());
  });

  it('keeps characters whole where shared strings arrive in chunks of a few bytes', async () => {
    const file = path.join(dir, 'shared.xlsx');
    await writeTeamWorkbook(file, ROWS, { prefix: PREFIX, sharedStrings: true });
    expect(await readRows(createReadStream(file, { highWaterMark: 7 }))).toEqual(expectedRows());
  });
});
