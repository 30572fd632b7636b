import { Alert, Spin } from 'antd';
import { getDocument, GlobalWorkerOptions, RenderingCancelledException, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDF_ASSET_URLS } from './pdfAssets';
import { useEffect, useRef, useState } from 'react';
import { http } from '../../../http/client';
import { pageScale } from './pdfPreview';

// pdf.js parses in a worker served from this origin as a file of the build (the CSP allows scripts from 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPagesProps {
  /** The file's address for the http client. */
  url: string;
  /** 1 = each page as wide as the viewer. */
  zoom: number;
  onPageCount: (count: number) => void;
}

/** One page on its canvas, drawn again when the width or the zoom changes; a drawing still under way is cancelled. */
function PdfPage({ pdf, number, viewerWidth, zoom }: { pdf: PDFDocumentProxy; number: number; viewerWidth: number; zoom: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancel = () => {};
    let stopped = false;
    void (async () => {
      const page = await pdf.getPage(number);
      const canvas = canvasRef.current;
      if (stopped || !canvas) return;
      const { cssWidth, scale } = pageScale(page.getViewport({ scale: 1 }).width, viewerWidth, zoom, window.devicePixelRatio);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor((viewport.height * cssWidth) / viewport.width)}px`;
      const task = page.render({ canvas, viewport });
      cancel = () => task.cancel();
      await task.promise.catch((error: unknown) => {
        if (!(error instanceof RenderingCancelledException)) throw error;
      });
    })();
    return () => {
      stopped = true;
      cancel();
    };
  }, [pdf, number, viewerWidth, zoom]);
  return (
    <figure className="pdf-preview__page">
      <canvas ref={canvasRef} className="pdf-preview__canvas" data-page={number} />
      <figcaption className="pdf-preview__page-no">第 {number} 页</figcaption>
    </figure>
  );
}

/**
 * The pages of a PDF one under the other, fetched with the session's http client and drawn by
 * pdf.js (this module, and pdf.js with it, is loaded only when a PDF is first previewed).
 */
export default function PdfPages({ url, zoom, onPageCount }: PdfPagesProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let stopped = false;
    let loaded: PDFDocumentProxy | null = null;
    setPdf(null);
    setFailed(false);
    void (async () => {
      try {
        const data = await http.bytes(url);
        if (stopped) return;
        // No eval: the CSP forbids it, and pdf.js would only try it for its font paths.
        loaded = await getDocument({ data, isEvalSupported: false, ...PDF_ASSET_URLS }).promise;
        if (stopped) return void loaded.destroy();
        setPdf(loaded);
        onPageCount(loaded.numPages);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      void loaded?.destroy();
    };
  }, [url, onPageCount]);

  // The pages follow the viewer's width (a phone turned, a window resized).
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} className="pdf-preview__pages">
      {failed ? (
        <Alert type="error" showIcon message="文件无法预览，请下载查看" />
      ) : !pdf || width === 0 ? (
        <div className="pdf-preview__loading">
          <Spin />
        </div>
      ) : (
        Array.from({ length: pdf.numPages }, (_, index) => <PdfPage key={index} pdf={pdf} number={index + 1} viewerWidth={width} zoom={zoom} />)
      )}
    </div>
  );
}
