/** A menu entry in the upstream shape (jeecg-contract §1.7). */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  route: '1' | '0';
  redirect?: string;
  hidden?: true;
  alwaysShow?: true;
  meta: {
    title: string;
    icon?: string;
    keepAlive: boolean;
    internalOrExternal: boolean;
    componentName: string;
    /** An external link: opened in a new tab when internalOrExternal, else in an iframe tab. */
    url?: string;
    hideMenu?: true;
  };
  children?: MenuItem[];
}

/** A launcher tile: a module the user has menu entries in, or a disabled one (shell-spec §1). */
export interface LauncherModule {
  key: string;
  title: string;
  icon?: string;
  target: string;
  disabled: boolean;
  withoutProject: boolean;
}

/** Upstream route name of a path: the leading `/` dropped and `/` replaced by `-`. */
export function routeName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '-');
}
