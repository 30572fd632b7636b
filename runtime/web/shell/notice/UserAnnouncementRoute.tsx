import { lazy, Suspense } from 'react';
import { PageLoading } from '../router/PageLoading';

const UserAnnouncementPage = lazy(() =>
  import('../../pages/userAnnouncement/UserAnnouncementPage').then((module) => ({ default: module.UserAnnouncementPage })),
);

/** /isps/userAnnouncement (我的消息, the bell's 查看更多), loaded on first use. */
export function UserAnnouncementRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <UserAnnouncementPage />
    </Suspense>
  );
}
