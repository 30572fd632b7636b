import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { ScreenFile } from '../../core/screen/screen.types';
import { RecordCard } from './card/RecordCard';
import { ScreenProblems } from './dev/ScreenProblems';
import { useScreenFilesStatus } from './dev/screenFilesStatus';
import { ListPage } from './list/ListPage';
import { loadedScreen, loadScreen } from './screenLoader';

export interface ScreenPageProps {
  screenId: string;
  /** Exact filters and hidden form values, for a detail list opened from a parent row. */
  fixedValues?: Record<string, string>;
  /** The route's query string (URL filters, flow tab, `?open=`). */
  urlSearch?: string;
}

const revisions = new WeakMap<ScreenFile, number>();
let nextRevision = 0;

/** A number per loaded version of a screen file, so an edited file remounts its list page (and it queries again). */
function screenRevision(screen: ScreenFile): number {
  if (!revisions.has(screen)) revisions.set(screen, (nextRevision += 1));
  return revisions.get(screen)!;
}

type LoadState = { status: 'loading' } | { status: 'ready'; screen: ScreenFile } | { status: 'failed'; message: string };

/** The page of a screen file (WEB-CONTRACT): loads the file, then renders its generic list page (or the card of a currentProject screen). */
export function ScreenPage({ screenId, fixedValues, urlSearch }: ScreenPageProps) {
  const [state, setState] = useState<LoadState>(() => {
    const loaded = loadedScreen(screenId);
    return loaded ? { status: 'ready', screen: loaded } : { status: 'loading' };
  });
  const filesStatus = useScreenFilesStatus();
  // Under `npm run dev`: an edited dictionary file changes the labels the server puts in the list's rows.
  const [dictEdits, setDictEdits] = useState(0);
  useEffect(() => {
    if (filesStatus?.ok && filesStatus.dicts?.length) setDictEdits((count) => count + 1);
  }, [filesStatus]);

  useEffect(() => {
    let current = true;
    // Fetching the file again after a save keeps the list on screen (its filters and page) until the answer.
    setState((previous) => (previous.status === 'ready' && previous.screen.id === screenId ? previous : { status: 'loading' }));
    loadScreen(screenId).then(
      // The same file as the one shown (loaded before the first render) changes nothing.
      (screen) => current && setState((previous) => (previous.status === 'ready' && previous.screen === screen ? previous : { status: 'ready', screen })),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
    // A clean save under `npm run dev` brings a new version of the file (filesStatus changes).
  }, [screenId, filesStatus]);

  if (filesStatus && !filesStatus.ok) return <ScreenProblems problems={filesStatus.problems} />;
  if (state.status === 'loading') {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin tip="加载中..." size="large">
          <div style={{ minHeight: 80 }} />
        </Spin>
      </div>
    );
  }
  if (state.status === 'failed') return <Result status="error" title="页面加载失败" subTitle={state.message} />;
  // The one record of the current project (scope currentProject) is a card, not a list.
  if (state.screen.scope === 'currentProject') return <RecordCard key={`${state.screen.id}:${screenRevision(state.screen)}`} screen={state.screen} />;
  return (
    <ListPage key={`${state.screen.id}:${screenRevision(state.screen)}:${dictEdits}`} screen={state.screen} fixedValues={fixedValues} urlSearch={urlSearch} />
  );
}
