import { useDictStore } from '../../stores/dictStore';
import { useModuleStore } from '../../stores/moduleStore';
import { useProjectStore } from '../../stores/projectStore';
import { useSessionStore } from '../../stores/sessionStore';
import { useTabsStore } from '../../stores/tabsStore';
import { useLoginMenuStore } from '../menu/loginMenuStore';

/** Forgets everything the browser keeps about the signed-in user (shell-spec §4 logout). */
export function clearSession(): void {
  useSessionStore.getState().clear();
  useLoginMenuStore.getState().clear();
  useProjectStore.getState().clear();
  useModuleStore.getState().setModule(null);
  useTabsStore.getState().reset();
  useDictStore.getState().clear();
}
