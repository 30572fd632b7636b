import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type PropsWithRef } from 'react';

/**
 * A heavy editor (rich text, Markdown, code) as a component whose library is fetched in its own
 * chunk the first time it renders; until then a box of the editor's height shows a spinner, so
 * the form does not jump when the editor appears.
 */
export function lazyEditor<P extends { height?: number | string }>(load: () => Promise<ComponentType<P>>, defaultHeight: number): ComponentType<P> {
  const Editor = lazy(async () => ({ default: await load() }));
  function LazyEditor(props: P) {
    const height = props.height ?? defaultHeight;
    return (
      <Suspense
        fallback={
          <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px solid #d9d9d9', borderRadius: 6 }}>
            <Spin />
          </div>
        }
      >
        <Editor {...(props as PropsWithRef<P> & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyEditor;
}
