import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { expiringStorage } from './expiringStorage';

interface ProjectState {
  projectId: string | null;
  projectName: string | null;
  setProject(projectId: string | null, projectName: string | null): void;
  clear(): void;
}

/** The current project, sent as the `projectId` header; business pages re-query when it changes. */
export const useProjectStore = create<ProjectState>()(
  persist(
    (set) => ({
      projectId: null,
      projectName: null,
      setProject: (projectId, projectName) => set({ projectId, projectName }),
      clear: () => {
        set({ projectId: null, projectName: null });
        useProjectStore.persist.clearStorage();
      },
    }),
    {
      name: 'pro__project',
      storage: expiringStorage<{ projectId: string | null; projectName: string | null }>(),
      partialize: ({ projectId, projectName }) => ({ projectId, projectName }),
    },
  ),
);
