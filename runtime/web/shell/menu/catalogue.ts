import catalogueJson from '../../../../screens.json';
import type { Catalogue, CatalogueModule } from '../../../core/screen/catalogue.types';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';

/** The catalogue (screens.json): which module each screen path belongs to. */
export const catalogue = catalogueJson as Catalogue;

const moduleByPath = new Map<string, string>(listCatalogueScreens(catalogue).map(({ module, screen }) => [screen.path, module.key]));
for (const module of catalogue.modules) if (!moduleByPath.has(module.target)) moduleByPath.set(module.target, module.key);

/** The module a route belongs to (its screens and its launcher target), if any. */
export function moduleKeyOfPath(path: string): string | undefined {
  return moduleByPath.get(path);
}

export function findCatalogueModule(key: string | null | undefined): CatalogueModule | undefined {
  return catalogue.modules.find((module) => module.key === key);
}
