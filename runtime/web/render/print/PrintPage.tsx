import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PrintView } from '../../../core/print/print.types';
import { PRINT_ACTION } from '../../../core/print/print.types';
import { http } from '../../http/client';
import { loadScreen } from '../screenLoader';
import { PrintDocument } from './PrintDocument';
import './print.css';

type Loaded = { view: PrintView } | { error: string } | null;

/** The print view's data for a template (the default one when none is chosen). */
async function loadView(screenId: string, id: string, templateId: string | undefined): Promise<Loaded> {
  const screen = await loadScreen(screenId);
  const answer = await http.get<PrintView>(`${screen.api}/${PRINT_ACTION}`, { id, ...(templateId ? { templateId } : {}) });
  return answer.success ? { view: answer.result } : { error: answer.message || '打印数据读取失败' };
}

/**
 * A record's print view (opened by the 打印 row action in a new window): a toolbar to pick the
 * template and print, hidden on paper, then the A4 document.
 */
export function PrintPage() {
  const { screenId = '', id = '' } = useParams();
  const [templateId, setTemplateId] = useState<string>();
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let current = true;
    loadView(screenId, id, templateId).then(
      (result) => current && setLoaded(result),
      (error: unknown) => current && setLoaded({ error: error instanceof Error ? error.message : '打印数据读取失败' }),
    );
    return () => {
      current = false;
    };
  }, [screenId, id, templateId]);

  useEffect(() => {
    if (loaded && 'view' in loaded) document.title = loaded.view.template.title;
  }, [loaded]);

  if (!loaded) return <Spin className="print-page__loading" />;
  if ('error' in loaded) return <Alert className="print-page__error" type="error" showIcon message={loaded.error} />;
  const { view } = loaded;
  return (
    <div className="print-page">
      <div className="print-page__toolbar">
        {view.templates.length > 1 && (
          <Select
            aria-label="打印模板"
            value={view.template.id}
            onChange={setTemplateId}
            options={view.templates.map((template) => ({ value: template.id, label: template.title }))}
          />
        )}
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
      </div>
      <PrintDocument view={view} />
    </div>
  );
}
