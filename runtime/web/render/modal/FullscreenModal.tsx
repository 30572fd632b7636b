import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Modal, Tooltip, type ModalProps } from 'antd';
import { useEffect, useState } from 'react';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import './fullscreenModal.css';

/** Width of a normal modal (widgets-spec §2.2); 100% when full screen and on a phone, where 60% leaves no room for a form. */
export const MODAL_WIDTH = '60%';

export interface FullscreenModalProps extends ModalProps {
  /** Width when not full screen; defaults to 60%, details modals pass 1200. */
  width?: number | string;
}

/**
 * The platform's modal (widgets-spec §2.2, JModal): a 全屏 / 退出全屏 button beside the close
 * button switches between its width and the whole window; it opens in normal size each time.
 */
export function FullscreenModal({ width = MODAL_WIDTH, className, title, open, ...props }: FullscreenModalProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const phone = useIsPhone();
  useEffect(() => {
    if (open) setFullscreen(false);
  }, [open]);
  const Toggle = fullscreen ? FullscreenExitOutlined : FullscreenOutlined;
  const label = fullscreen ? '退出全屏' : '全屏';
  return (
    <Modal
      {...props}
      open={open}
      width={fullscreen || phone ? '100%' : width}
      className={[className, 'fullscreen-modal', fullscreen ? 'fullscreen-modal--full' : ''].filter(Boolean).join(' ')}
      title={
        <div className="fullscreen-modal__title">
          <span>{title}</span>
          <Tooltip title={label}>
            <button type="button" className="fullscreen-modal__toggle" aria-label={label} onClick={() => setFullscreen(!fullscreen)}>
              <Toggle />
            </button>
          </Tooltip>
        </div>
      }
    />
  );
}
