import type { SheetFile, SheetGrid } from '../../core/sheet/sheet.types';
import { sheetMarks } from '../../core/sheet/sheetGrid';
import { periodText } from '../../core/sheet/sheetPeriod';

/** Fills of the antd colour names a sheet's marks may use (light tints, the text stays readable in print). */
const FILLS: Readonly<Record<string, string>> = {
  green: 'FFD9F7BE',
  orange: 'FFFFE7BA',
  gold: 'FFFFF1B8',
  red: 'FFFFCCC7',
  blue: 'FFBAE0FF',
  cyan: 'FFB5F5EC',
  purple: 'FFEFDBFF',
  magenta: 'FFFFD6E7',
};
const HEADER_FILL = 'FFE6F4FF';
const THIN = { style: 'thin' } as const;

/**
 * The workbook of a computed sheet: a title row, a header (row fields, day numbers with weekdays or
 * 1月…12月, totals), one row per grid row with each cell's mark on its colour (a total's `no` word
 * on red), and a legend of the marks. `labels` are the cell field's dictionary texts by value;
 * `fieldTitles` the row columns' titles.
 */
export async function sheetWorkbook(
  sheet: SheetFile,
  grid: SheetGrid,
  labels: ReadonlyMap<string, string>,
  fieldTitles: string[],
  subtitle: string,
): Promise<Buffer> {
  // exceljs is loaded at the first export, not at start: it is the heaviest module of the server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const worksheet = workbook.addWorksheet(sheet.title, { views: [{ state: 'frozen', xSplit: fieldTitles.length, ySplit: 2 }] });
  const width = fieldTitles.length + grid.columns.length + sheet.totals.length;
  const fill = (color: string | undefined) =>
    color && FILLS[color] ? { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: FILLS[color] } } : null;

  worksheet.mergeCells(1, 1, 1, width);
  const title = worksheet.getCell(1, 1);
  title.value = `${sheet.title}（${periodText(grid.span, grid.period)}）${subtitle}`;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };

  const heads = grid.columns.map((column) => (column.note ? `${column.label}\n${column.note}` : column.label));
  const header = worksheet.addRow([...fieldTitles, ...heads, ...sheet.totals.map((total) => total.title)]);
  header.font = { bold: true };
  header.height = 30;
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } }));

  const marks = sheetMarks(sheet);
  const firstTotal = fieldTitles.length + grid.columns.length + 1;
  for (const row of grid.rows) {
    const cells = row.cells.map((value) => (value === null ? '' : (marks[value]?.mark ?? labels.get(value) ?? value)));
    const added = worksheet.addRow([row.label, ...row.show, ...cells, ...row.totals]);
    added.alignment = { horizontal: 'center' };
    row.cells.forEach((value, index) => {
      const colour = value === null ? null : fill(marks[value]?.color);
      if (colour) added.getCell(fieldTitles.length + index + 1).fill = colour;
    });
    sheet.totals.forEach((total, index) => {
      if (total.all && row.totals[index] === total.no) added.getCell(firstTotal + index).fill = fill('red')!;
    });
  }
  worksheet.columns.forEach(
    (column, index) => (column.width = index < fieldTitles.length ? 12 : index < firstTotal - 1 ? (grid.span === 'year' ? 6 : 4.5) : 9),
  );
  worksheet.eachRow((row, number) => {
    if (number > 1) row.eachCell({ includeEmpty: true }, (cell) => (cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN }));
  });

  const legend = Object.entries(marks).map(([value, mark]) => `${mark.mark} ${mark.text ?? labels.get(value) ?? value}`);
  if (legend.length > 0) worksheet.addRows([[], [`图例：${legend.join('　')}`]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
