import { App } from 'antd';
import { useState } from 'react';
import { flowOf } from '../../../../core/flow/flowModel';
import { RECORD_EXPORT_ACTION } from '../../../../core/recordExport/recordExport.types';
import { renderTemplate, templateParts } from '../../../../core/recordExport/recordExportTemplate';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';

/** The record's values as the file-name template shows them: dictionary fields by their text. */
const shown = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([field, value]) => [field, record[`${field}_dictText`] ?? value]));

/**
 * Downloads the record as the Excel file its screen's `recordExport` declares (a 工资单's 银行代发文件);
 * shown only in the declared states, the server checks them again.
 */
export function RecordExportAction({ screen, record, title }: RowActionProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const declaration = screen.recordExport;
  const flow = flowOf(screen);
  if (!declaration) return null;
  if (flow && declaration.states && !declaration.states.includes(String(record[flow.stateField] ?? ''))) return null;

  async function download(): Promise<void> {
    const name = renderTemplate(templateParts(declaration!.fileName ?? screen.title, declaration!.rows), { header: shown(record), row: {}, rowNumber: 0 });
    setBusy(true);
    try {
      await http.download(`${screen.api}/${RECORD_EXPORT_ACTION}`, { id: record.id }, `${name}.xlsx`);
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : `${title}导出失败`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <a onClick={busy ? undefined : download} aria-disabled={busy}>
      {title}
    </a>
  );
}
