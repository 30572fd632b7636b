import type { ReactNode } from 'react';
import { LoginFrame } from '../../shell/layouts/LoginFrame';
import { PLATFORM_NAME } from '../../shell/platform';
import { usePageTitle } from '../../shell/usePageTitle';

/** The sign-in frame of a sub-system (material, pipe management): its own title above the platform name. */
export function SubsystemLoginLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <LoginFrame title={title} subtitle={PLATFORM_NAME}>
      {children}
    </LoginFrame>
  );
}
