import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ModuleState {
  /** Key of the launcher module whose menu groups the side menu shows. */
  moduleKey: string | null;
  setModule(moduleKey: string | null): void;
}

export const useModuleStore = create<ModuleState>()(
  persist((set) => ({ moduleKey: null, setModule: (moduleKey) => set({ moduleKey }) }), {
    name: 'pro__module',
    storage: createJSONStorage(() => window.localStorage),
  }),
);
