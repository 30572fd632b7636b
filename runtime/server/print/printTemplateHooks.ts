import { printRowsScreen, templateProblem } from '../../core/print/printTemplate';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { HooksByScreen } from '../crud/hooks';
import type { ScreenRegistry } from '../screens/screenRegistry';

/**
 * Every template screen a `print` names refuses a template that cannot print its screen: a
 * screen without `print` keeping its templates there, a field the screen (or its detail rows) does
 * not have. The editor gets the Chinese reason and nothing is saved.
 */
export function printTemplateHooks(registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  const printed = [...registry.screens.values()].filter((screen) => screen.print);
  for (const templateScreenId of new Set(printed.map((screen) => screen.print!.templates))) {
    const printable = new Map<string, ScreenFile>(
      printed.filter((screen) => screen.print!.templates === templateScreenId).map((screen) => [screen.id, screen]),
    );
    hooks[templateScreenId] = {
      beforeWrite: async ({ record }) => {
        const screen = printable.get(String(record.screenId ?? ''));
        if (!screen) return `打印页面不正确：可选 ${[...printable.values()].map((candidate) => `${candidate.id}（${candidate.title}）`).join('、')}`;
        const rowsScreen = printRowsScreen(screen, registry.screens);
        return templateProblem(record, screen, rowsScreen);
      },
    };
  }
  return hooks;
}
