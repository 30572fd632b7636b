import { DeploymentUnitOutlined } from '@ant-design/icons';
import { Button, Grid, Modal, Spin } from 'antd';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { fileNameOf } from '../../../core/files/filePaths';
import type { ValueViewProps } from '../fieldType.types';
import { FileLink } from '../upload/FileLink';
import { FileUpload } from '../upload/FileUpload';
import { fileApiUrl } from '../upload/pdf/pdfPreview';
import './ifcViewer.css';

// three.js and web-ifc (with its WASM) load in their own chunk when a model is first shown.
const IfcScene = lazy(() => import('./IfcScene'));

const DEFAULT_HEIGHT = 520;

export interface IfcFileInputProps {
  value?: string;
  onChange?: (value: string) => void;
  biz?: string;
  disabled?: boolean;
}

/** Editing: one .ifc file, uploaded like any other (the server checks the extension by the field's pattern rule). */
export function IfcFileInput({ value, onChange, biz, disabled }: IfcFileInputProps) {
  return <FileUpload value={value} onChange={onChange} biz={biz} number={1} multiple={false} accept=".ifc" buttonText="上传 IFC 模型" disabled={disabled} />;
}

/** The viewer of a stored model, no taller than 70% of a phone's screen. */
function ModelScene({ path, height }: { path: string; height: number }) {
  const url = fileApiUrl(path);
  const screens = Grid.useBreakpoint();
  const fitted = screens.md ? height : Math.min(height, Math.round(window.innerHeight * 0.7));
  if (!url) return null;
  return (
    <Suspense
      fallback={
        <div className="ifc-viewer__loading" style={{ height: fitted }}>
          <Spin />
        </div>
      }
    >
      <IfcScene url={url} height={fitted} />
    </Suspense>
  );
}

const pathOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const heightOf = (height: unknown): number => (typeof height === 'number' ? height : DEFAULT_HEIGHT);

/** 详情: the model in the page, with its file to download under it. */
export function IfcModelView({ value, height }: ValueViewProps) {
  const path = pathOf(value);
  if (!path) return null;
  return (
    <div className="ifc-viewer__field">
      <ModelScene path={path} height={heightOf(height)} />
      <FileLink path={path} className="ifc-viewer__file" />
    </div>
  );
}

// The dialog is a portal: React would bubble its clicks and keys to the table row holding the cell.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** A list cell: 查看模型 opens the viewer in a dialog. */
export function IfcModelCell({ value, height }: ValueViewProps) {
  const [open, setOpen] = useState(false);
  const path = pathOf(value);
  if (!path) return null;
  return (
    <span onClick={keepInside} onKeyDown={keepInside}>
      <Button type="link" size="small" icon={<DeploymentUnitOutlined />} onClick={() => setOpen(true)}>
        查看模型
      </Button>
      <Modal
        open={open}
        title={fileNameOf(path)}
        width={1200}
        centered
        destroyOnClose
        footer={null}
        onCancel={() => setOpen(false)}
        className="ifc-viewer__dialog"
      >
        {open && <ModelScene path={path} height={heightOf(height)} />}
      </Modal>
    </span>
  );
}
