import type { DashboardWidget, WidgetRow } from '../../core/dashboard/dashboard.types';
import { shownRows } from '../../core/dashboard/kpiValue';
import { alertCells } from '../../core/dashboard/outliers';

const HEADER_FILL = 'FFE6F4FF';
/** The alert colour of a table cell (antd red-2): a light tint, the number stays readable in print. */
const ALERT_FILL = 'FFFFCCC7';

/**
 * A widget's rows as a workbook: a title row (the widget and the period), a header of the
 * dimension and measure titles, one row per widget row with its values as the page shows them (a
 * ratio widget's percentage); an `alert` measure above 0 and an `outlier` on red.
 */
export async function widgetWorkbook(asked: DashboardWidget, answered: WidgetRow[], subtitle: string): Promise<Buffer> {
  const { widget, rows } = shownRows(asked, answered);
  // exceljs is loaded at the first export, not at start: it is the heaviest module of the server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const worksheet = workbook.addWorksheet(widget.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 2 }] });
  const dimensions = widget.data.dimensions ?? [];
  const { measures } = widget.data;
  const titles = [...dimensions.map((dimension) => dimension.title ?? dimension.field), ...measures.map((measure) => measure.title)];

  if (titles.length > 1) worksheet.mergeCells(1, 1, 1, titles.length);
  const title = worksheet.getCell(1, 1);
  title.value = `${widget.title}${subtitle}`;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };

  const header = worksheet.addRow(titles);
  header.font = { bold: true };
  header.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  header.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } }));

  const alerts = alertCells(measures, rows);
  rows.forEach((row, r) => {
    const added = worksheet.addRow([...row.dimTexts, ...row.values.map((value) => value ?? '')]);
    measures.forEach((_, index) => {
      if (alerts[r][index]) added.getCell(dimensions.length + index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: ALERT_FILL } };
    });
  });
  titles.forEach((text, index) => (worksheet.getColumn(index + 1).width = Math.max(10, text.length * 2 + 2)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
