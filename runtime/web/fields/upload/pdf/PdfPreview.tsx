import { DownloadOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { fileNameOf } from '../../../../core/files/filePaths';
import { http } from '../../../http/client';
import { fileApiUrl, stepZoom, ZOOM_LEVELS } from './pdfPreview';
import './pdfPreview.css';

const PdfPages = lazy(() => import('./PdfPages'));

export interface PdfPreviewProps {
  /** The stored path of the PDF shown; nothing is shown without one. */
  path: string | null;
  onClose: () => void;
}

/**
 * A PDF read in the page: its pages one under the other as wide as the dialog (scrolling through
 * them), 缩小 / 放大 and 下载. The dialog fits a phone's width; a zoomed page scrolls inside it.
 */
export function PdfPreview({ path, onClose }: PdfPreviewProps) {
  const [zoom, setZoom] = useState(1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const url = path ? fileApiUrl(path) : undefined;
  const name = path ? fileNameOf(path) : '';
  const close = () => {
    setZoom(1);
    setPageCount(null);
    onClose();
  };
  return (
    <Modal
      open={Boolean(url)}
      title={<span className="pdf-preview__title">{name}</span>}
      width={960}
      className="pdf-preview"
      centered
      destroyOnClose
      onCancel={close}
      footer={
        <div className="pdf-preview__toolbar">
          <Typography.Text className="pdf-preview__count">{pageCount === null ? '加载中…' : `共 ${pageCount} 页`}</Typography.Text>
          <Space size={4} wrap>
            <Button icon={<ZoomOutOutlined />} aria-label="缩小" disabled={zoom <= ZOOM_LEVELS[0]} onClick={() => setZoom(stepZoom(zoom, -1))} />
            <span className="pdf-preview__zoom">{Math.round(zoom * 100)}%</span>
            <Button
              icon={<ZoomInOutlined />}
              aria-label="放大"
              disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]}
              onClick={() => setZoom(stepZoom(zoom, 1))}
            />
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => url && void http.download(url, undefined, name)}>
              下载
            </Button>
          </Space>
        </div>
      }
    >
      {url && (
        <Suspense
          fallback={
            <div className="pdf-preview__loading">
              <Spin />
            </div>
          }
        >
          <PdfPages url={url} zoom={zoom} onPageCount={setPageCount} />
        </Suspense>
      )}
    </Modal>
  );
}
