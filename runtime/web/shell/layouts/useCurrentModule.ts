import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { CatalogueModule } from '../../../core/screen/catalogue.types';
import { useModuleStore } from '../../stores/moduleStore';
import { findCatalogueModule, moduleKeyOfPath } from '../menu/catalogue';

/** The module whose menu the sider shows: chosen in the launcher, or the one the route belongs to. */
export function useCurrentModule(): CatalogueModule | undefined {
  const { pathname } = useLocation();
  const moduleKey = useModuleStore((state) => state.moduleKey);
  const setModule = useModuleStore((state) => state.setModule);
  const routeModule = moduleKeyOfPath(pathname);
  useEffect(() => {
    if (routeModule && routeModule !== moduleKey) setModule(routeModule);
  }, [routeModule, moduleKey, setModule]);
  return findCatalogueModule(routeModule ?? moduleKey);
}
