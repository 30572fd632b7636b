import type { ScreenFile } from '../../../core/screen/screen.types';
import type { ScreenRegistry } from '../../screens/screenRegistry';

const SCREEN_COMPONENT = 'screen/';

/** The screen file a menu row opens (component `screen/<id>`), or undefined for pages and containers. */
export function screenOfMenu(registry: ScreenRegistry, component: string | null): ScreenFile | undefined {
  return component?.startsWith(SCREEN_COMPONENT) ? registry.screens.get(component.slice(SCREEN_COMPONENT.length)) : undefined;
}
