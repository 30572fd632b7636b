import { FullscreenExitOutlined, FullscreenOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BIG_SCREEN_CANVAS, type DashboardFile } from '../../../core/dashboard/dashboard.types';
import { useOwnNoticeSocket } from '../../shell/notice/useOwnNoticeSocket';
import { useProjectStore } from '../../stores/projectStore';
import { BigScreenBoard } from './BigScreenBoard';
import { useFitScale } from './useFitScale';
import '../dashboard/dashboard.css';
import './bigScreenPage.css';

const DARK = { algorithm: theme.darkAlgorithm, token: { colorBgContainer: 'transparent', colorPrimary: '#3ba0ff' } };

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="big-screen-page__clock" aria-label="当前时间">
      {now.toLocaleString('zh-CN', {
        hour12: false,
        weekday: 'long',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })}
    </span>
  );
}

/** Whether the page is in full screen, and a toggle through the Fullscreen API. */
function useFullScreen(): [boolean, () => void] {
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.();
  }, []);
  return [full, toggle];
}

/**
 * A big screen (a dashboard file with `bigScreen`) outside the shell: the 1920×1080 dark canvas
 * scaled to fit the window (on a phone, its widgets stacked), a title bar with the project, the time, a full-screen button and, with
 * a carousel, the page dots and 暂停 / 继续; the pages follow one another every `seconds`.
 */
export function BigScreenPage({ dashboardId }: { dashboardId: string }) {
  const projectId = useProjectStore((state) => state.projectId);
  const projectName = useProjectStore((state) => state.projectName);
  const placement = useFitScale();
  const [full, toggleFull] = useFullScreen();
  const [carousel, setCarousel] = useState<NonNullable<DashboardFile['bigScreen']>['carousel']>();
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  useOwnNoticeSocket();

  const pages = [dashboardId, ...(carousel?.dashboards ?? [])];
  const current = pages[page % pages.length];
  const onLoaded = useCallback(
    (dashboard: DashboardFile) => {
      setTitles((all) => (all[dashboard.id] === dashboard.title ? all : { ...all, [dashboard.id]: dashboard.title }));
      // The carousel is the opened big screen's: the pages it names do not change it.
      if (dashboard.id === dashboardId) setCarousel(dashboard.bigScreen?.carousel);
    },
    [dashboardId],
  );
  useEffect(() => {
    if (!carousel || paused) return undefined;
    const timer = setInterval(() => setPage((shown) => (shown + 1) % (carousel.dashboards.length + 1)), carousel.seconds * 1000);
    return () => clearInterval(timer);
  }, [carousel, paused]);
  useEffect(() => {
    document.title = titles[current] ?? '大屏';
  }, [titles, current]);

  return (
    <ConfigProvider theme={DARK}>
      <div className={`big-screen-page${placement.stacked ? ' big-screen-page--stacked' : ''}`}>
        <div
          className="big-screen-page__canvas"
          style={
            placement.stacked
              ? undefined
              : {
                  width: BIG_SCREEN_CANVAS.width,
                  height: BIG_SCREEN_CANVAS.height,
                  transform: `translate(${placement.left}px, ${placement.top}px) scale(${placement.scale})`,
                }
          }
        >
          <header className="big-screen-page__header">
            <div className="big-screen-page__side">
              <Link to="/" className="big-screen-page__back">
                返回平台
              </Link>
              <Clock />
            </div>
            <h1>
              {projectName ? `${projectName} · ` : ''}
              {titles[current] ?? ''}
            </h1>
            <div className="big-screen-page__side big-screen-page__side--right">
              {carousel && (
                <>
                  <span className="big-screen-page__dots" aria-label={`第 ${(page % pages.length) + 1} 屏，共 ${pages.length} 屏`}>
                    {pages.map((id, index) => (
                      <button
                        key={id}
                        type="button"
                        className={index === page % pages.length ? 'is-current' : ''}
                        onClick={() => setPage(index)}
                        title={titles[id] ?? id}
                      />
                    ))}
                  </span>
                  <Button type="text" icon={paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />} onClick={() => setPaused(!paused)}>
                    {paused ? '继续轮播' : '暂停轮播'}
                  </Button>
                </>
              )}
              <Button type="text" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFull}>
                {full ? '退出全屏' : '全屏'}
              </Button>
            </div>
          </header>
          {projectId ? (
            <BigScreenBoard key={current} dashboardId={current} onLoaded={onLoaded} />
          ) : (
            <p className="big-screen-board__message">请先在平台中选择项目，再打开大屏。</p>
          )}
        </div>
      </div>
    </ConfigProvider>
  );
}
