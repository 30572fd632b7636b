import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../../pages/login/LoginPage';
import { PRINT_ROUTE } from '../../render/print/printPath';
import { LoginLayout } from '../layouts/LoginLayout';
import { WORKPLACE_PATH } from '../platform';
import { PageLoading } from './PageLoading';
import { RouteGuard } from './RouteGuard';
import { prefetchScreenPage } from './ScreenRoute';
// Under `npm run dev`: reloads the page when screens.json changes (new menus and permissions).
import '../../render/dev/screenFilesStatus';

/**
 * A page that loads when it is first rendered, in a chunk of its own: only the sign-in page is in
 * the entry bundle, so the login route downloads no more than it shows. React's lazy rather than
 * the router's `lazy` route property: the router would load every matched route's chunk before
 * the guard runs (the main layout's on the way to the login page).
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): ReactElement {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * Hash routes (shell-spec §2). Pages of the server menu are not routes of their own: the main
 * layout's catch-all hands every path to the tabbed content, which resolves it against the
 * user's menu (and sends unknown paths to /404), so the router never has to be rebuilt.
 */
export const appRouter = createHashRouter([
  {
    element: <RouteGuard />,
    children: [
      {
        path: '/user',
        element: <LoginLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <LoginPage /> },
          {
            path: 'register',
            element: lazyPage(
              () => import('../../pages/register/RegisterPage'),
              (page) => page.RegisterPage,
            ),
          },
          {
            path: 'register-result',
            element: lazyPage(
              () => import('../../pages/register/RegisterResultPage'),
              (page) => page.RegisterResultPage,
            ),
          },
          {
            path: 'alteration',
            element: lazyPage(
              () => import('../../pages/alteration/AlterationPage'),
              (page) => page.AlterationPage,
            ),
          },
        ],
      },
      {
        path: '/pipeManagement/login',
        element: lazyPage(
          () => import('../../pages/pipe/PipeLoginPage'),
          (page) => page.PipeLoginPage,
        ),
      },
      {
        path: '/pipeManagement/index',
        element: lazyPage(
          () => import('../../pages/pipe/PipeIndexPage'),
          (page) => page.PipeIndexPage,
        ),
      },
      // A record's A4 print view (the 打印 row action): signed in, but outside the shell.
      {
        path: PRINT_ROUTE,
        element: lazyPage(
          () => import('../../render/print/PrintPage'),
          (page) => page.PrintPage,
        ),
      },
      {
        path: '/oauth2-app',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'login',
            element: lazyPage(
              () => import('../../pages/oauth2/OAuth2LoginPage'),
              (page) => page.OAuth2LoginPage,
            ),
          },
        ],
      },
      ...([403, 404, 500] as const).map((status) => ({
        path: `/${status}`,
        element: lazyPage(
          () => import('../../pages/exception/ExceptionPage'),
          ({ ExceptionPage }) =>
            function StatusPage() {
              return <ExceptionPage status={status} />;
            },
        ),
      })),
      {
        path: '/',
        element: lazyPage(
          () => import('../layouts/MainLayout'),
          (layout) => layout.MainLayout,
        ),
        children: [
          { index: true, element: <Navigate to={WORKPLACE_PATH} replace /> },
          {
            path: 'isps/userAnnouncement',
            element: lazyPage(
              () => import('../notice/UserAnnouncementRoute'),
              (route) => route.UserAnnouncementRoute,
            ),
          },
          {
            path: 'account/center',
            element: lazyPage(
              () => import('../../pages/account/AccountCenterPage'),
              (page) => page.AccountCenterPage,
            ),
          },
          {
            path: 'account/settings',
            element: lazyPage(
              () => import('../../pages/account/AccountSettingsPage'),
              (page) => page.AccountSettingsPage,
            ),
          },
          {
            path: '*',
            // Once the signed-in content area is there, the screen renderer follows in idle time.
            element: lazyPage(
              () => import('../tabs/TabbedContent').finally(prefetchScreenPage),
              (content) => content.TabbedContent,
            ),
          },
        ],
      },
    ],
  },
  // The material sub-system keeps its own session (cailiaoToken), outside the platform's guard.
  {
    path: '/material/login',
    element: lazyPage(
      () => import('../../pages/material/MaterialLoginPage'),
      (page) => page.MaterialLoginPage,
    ),
  },
  // A questionnaire's public answer link: answered on a phone by people without an account.
  {
    path: '/survey/:token',
    element: lazyPage(
      () => import('../../pages/survey/PublicSurveyPage'),
      (page) => page.PublicSurveyPage,
    ),
  },
  {
    path: '/material/management',
    element: lazyPage(
      () => import('../../pages/material/MaterialManagementPage'),
      (page) => page.MaterialManagementPage,
    ),
  },
]);
