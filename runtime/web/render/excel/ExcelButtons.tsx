import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { exportEnabled, importEnabled } from '../../../core/files/excelSettings';
import { permissionCode } from '../../../core/screen/screenModel';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { exportParams } from './exportParams';
import { ImportModal } from './ImportModal';
import { useOpenedOnce } from '../modal/useOpenedOnce';

export interface ExcelButtonsProps {
  screen: ScreenFile;
  /** The list's current query (filters, sort, advanced query). */
  params: object;
  selectedIds: string[];
  onImported(): void;
}

/** Which of 导入 and 导出 a screen offers the user: enabled by the screen and held as `<permission>:importExcel` / `:exportXls`. */
export function useExcelActions(screen: ScreenFile): { canImport: boolean; canExport: boolean } {
  const can = useHasPermission();
  return {
    canImport: importEnabled(screen) && can(permissionCode(screen, 'importExcel')),
    canExport: exportEnabled(screen) && can(permissionCode(screen, 'exportXls')),
  };
}

/**
 * 导入 and 导出 of a list toolbar, each shown as useExcelActions allows. Export takes the selected
 * rows, else the current query.
 */
export function ExcelButtons({ screen, params, selectedIds, onImported }: ExcelButtonsProps) {
  const { canImport, canExport } = useExcelActions(screen);
  const [importing, setImporting] = useState(false);
  const importUsed = useOpenedOnce(importing);
  const [exporting, setExporting] = useState(false);

  async function download(query: object, fileName: string): Promise<void> {
    setExporting(true);
    try {
      await http.download(`${screen.api}/exportXls`, query, fileName);
    } catch {
      // The http client has shown the error.
    } finally {
      setExporting(false);
    }
  }

  if (!canImport && !canExport) return null;
  return (
    <>
      <Space>
        {canImport && (
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        )}
        {canExport && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download(exportParams(params, selectedIds), `${screen.title}.xlsx`)}>
            导出
          </Button>
        )}
      </Space>
      {canImport && importUsed && (
        <ImportModal
          open={importing}
          url={`${screen.api}/importExcel`}
          onTemplate={canExport ? () => void download({ template: 1 }, `${screen.title}导入模板.xlsx`) : undefined}
          onClose={() => setImporting(false)}
          onDone={onImported}
        />
      )}
    </>
  );
}
