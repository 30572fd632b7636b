import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DashboardFile, DashboardWidget, WidgetResult } from '../../../core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../../core/dashboard/dashboardWidgets';
import { widgetChoice, widgetParams, type DashboardChoice } from '../../../core/dashboard/drillDown';
import { http } from '../../http/client';
import { onSocketEvent } from '../../shell/notice/noticeEvents';
import { useProjectStore } from '../../stores/projectStore';
import { choiceRange, localToday, type PeriodChoice } from './dashboardPeriod';

/** A dataChanged burst refreshes a widget at most this often (the issue: at most every 2 s; no polling but a big screen's refreshSeconds). */
export const LIVE_REFRESH_MS = 2000;

export interface WidgetState {
  result?: WidgetResult;
  loading: boolean;
  error?: string;
}

export interface DashboardController {
  dashboard: DashboardFile | null;
  /** Set when the dashboard itself could not be loaded. */
  error: string | null;
  period: PeriodChoice;
  setPeriod(choice: PeriodChoice): void;
  dicts: Record<string, string>;
  setDict(key: string, value: string | undefined): void;
  /** A company dashboard's chosen projects (`filters.projects`); empty: all. */
  projects: string[];
  setProjects(ids: string[]): void;
  choice: DashboardChoice;
  /** The key of the tab shown of a dashboard with `pages` (the first when `tab` names none). */
  tab: string | undefined;
  /** The widgets on screen: the file's, or those of the tab shown. */
  shown: DashboardWidget[];
  widgets: Record<string, WidgetState>;
}

/** The tab of a dashboard with pages that `asked` names, else its first; none without pages. */
function shownPage(dashboard: DashboardFile | null, asked: string | undefined) {
  const pages = dashboard?.pages ?? [];
  return pages.find((page) => page.key === asked) ?? pages[0];
}

/**
 * The state of a dashboard page, without UI: the file, the header's choices (period, dictionary
 * filters; the project comes from the header's project store), each widget's rows, reloaded when
 * a choice or the project changes and when the notice socket says a screen a widget reads changed
 * (gathered so one widget reloads at most every LIVE_REFRESH_MS).
 */
export function useDashboard(dashboardId: string, askedTab?: string): DashboardController {
  const projectId = useProjectStore((state) => state.projectId);
  const [dashboard, setDashboard] = useState<DashboardFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [period, setPeriodState] = useState<PeriodChoice | null>(null);
  const [dicts, setDicts] = useState<Record<string, string>>({});
  const [projects, setProjects] = useState<string[]>([]);
  const [widgets, setWidgets] = useState<Record<string, WidgetState>>({});

  useEffect(() => {
    let current = true;
    http
      .get<DashboardFile>(`/dashboard/${dashboardId}`)
      .then((answer) => {
        if (!current) return;
        if (answer.success) setDashboard(answer.result);
        else setError(answer.message);
      })
      .catch(() => current && setError('看板加载失败'));
    return () => {
      current = false;
    };
  }, [dashboardId, projectId]);

  const effectivePeriod: PeriodChoice = period ?? { kind: dashboard?.filters?.period?.default ?? 'month' };
  const periodKey = JSON.stringify(effectivePeriod);
  const choice = useMemo<DashboardChoice>(
    () => ({ period: dashboard?.filters?.period ? choiceRange(JSON.parse(periodKey) as PeriodChoice) : null, dicts, projects }),
    [dashboard, periodKey, dicts, projects],
  );
  const page = shownPage(dashboard, askedTab);
  // Only the tab on screen asks its widgets: the other tabs' queries wait until they are opened.
  const shown = useMemo(() => page?.widgets ?? dashboard?.widgets ?? [], [page, dashboard]);

  // Answers to an older choice are dropped: only the latest request of each widget may set its rows.
  const generation = useRef(new Map<string, number>());
  const loadWidget = useCallback(
    async (widgetId: string) => {
      const ticket = (generation.current.get(widgetId) ?? 0) + 1;
      generation.current.set(widgetId, ticket);
      setWidgets((all) => ({ ...all, [widgetId]: { ...all[widgetId], loading: true } }));
      try {
        const widget = dashboard ? dashboardWidgets(dashboard).find((entry) => entry.id === widgetId) : undefined;
        const asked = widget ? widgetChoice(widget, choice, localToday()) : choice;
        const answer = await http.get<WidgetResult>(`/dashboard/${dashboardId}/widget/${widgetId}`, widgetParams(asked));
        if (generation.current.get(widgetId) !== ticket) return;
        setWidgets((all) => ({ ...all, [widgetId]: answer.success ? { result: answer.result, loading: false } : { loading: false, error: answer.message } }));
      } catch {
        if (generation.current.get(widgetId) === ticket) setWidgets((all) => ({ ...all, [widgetId]: { loading: false, error: '数据加载失败' } }));
      }
    },
    [dashboardId, dashboard, choice],
  );

  useEffect(() => {
    for (const widget of shown) void loadWidget(widget.id);
  }, [shown, loadWidget]);

  const lastLive = useRef(0);
  const pendingScreens = useRef(new Set<string>());
  const liveTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    if (!dashboard) return undefined;
    const flush = () => {
      liveTimer.current = undefined;
      lastLive.current = Date.now();
      const screens = pendingScreens.current;
      pendingScreens.current = new Set();
      for (const widget of shown) if (screens.has(widget.data.screen)) void loadWidget(widget.id);
    };
    const unsubscribe = onSocketEvent((event) => {
      if (event.cmd !== 'dataChanged' || typeof event.screen !== 'string') return;
      if (!shown.some((widget) => widget.data.screen === event.screen)) return;
      pendingScreens.current.add(event.screen);
      liveTimer.current ??= setTimeout(flush, Math.max(0, lastLive.current + LIVE_REFRESH_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      clearTimeout(liveTimer.current);
      liveTimer.current = undefined;
    };
  }, [dashboard, shown, loadWidget]);

  // Data changes arrive over the socket; what changes with time alone does not (a device that stops
  // uploading falls 离线, "today" turns over at midnight): a wall display asks again at its declared pace.
  const refreshSeconds = dashboard?.bigScreen?.refreshSeconds;
  useEffect(() => {
    if (!refreshSeconds) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      for (const widget of shown) void loadWidget(widget.id);
    }, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [refreshSeconds, shown, loadWidget]);

  return {
    dashboard,
    error,
    period: effectivePeriod,
    setPeriod: setPeriodState,
    dicts,
    setDict: (key, value) =>
      setDicts((all) => ({ ...Object.fromEntries(Object.entries(all).filter(([name]) => name !== key)), ...(value ? { [key]: value } : {}) })),
    projects,
    setProjects,
    choice,
    tab: page?.key,
    shown,
    widgets,
  };
}
