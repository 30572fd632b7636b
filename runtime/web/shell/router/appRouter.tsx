import { createHashRouter, Navigate } from 'react-router-dom';
import { ExceptionPage } from '../../pages/exception/ExceptionPage';
import { AlterationPage } from '../../pages/alteration/AlterationPage';
import { LoginPage } from '../../pages/login/LoginPage';
import { MaterialLoginPage } from '../../pages/material/MaterialLoginPage';
import { MaterialManagementPage } from '../../pages/material/MaterialManagementPage';
import { OAuth2LoginPage } from '../../pages/oauth2/OAuth2LoginPage';
import { PipeIndexPage } from '../../pages/pipe/PipeIndexPage';
import { PipeLoginPage } from '../../pages/pipe/PipeLoginPage';
import { RegisterPage } from '../../pages/register/RegisterPage';
import { RegisterResultPage } from '../../pages/register/RegisterResultPage';
import { LoginLayout } from '../layouts/LoginLayout';
import { MainLayout } from '../layouts/MainLayout';
import { UserAnnouncementRoute } from '../notice/UserAnnouncementRoute';
import { WORKPLACE_PATH } from '../platform';
import { TabbedContent } from '../tabs/TabbedContent';
import { RouteGuard } from './RouteGuard';
// Under `npm run dev`: reloads the page when screens.json changes (new menus and permissions).
import '../../render/dev/screenFilesStatus';

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
          { path: 'register', element: <RegisterPage /> },
          { path: 'register-result', element: <RegisterResultPage /> },
          { path: 'alteration', element: <AlterationPage /> },
        ],
      },
      { path: '/pipeManagement/login', element: <PipeLoginPage /> },
      { path: '/pipeManagement/index', element: <PipeIndexPage /> },
      {
        path: '/oauth2-app',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <OAuth2LoginPage /> },
        ],
      },
      { path: '/403', element: <ExceptionPage status={403} /> },
      { path: '/404', element: <ExceptionPage status={404} /> },
      { path: '/500', element: <ExceptionPage status={500} /> },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to={WORKPLACE_PATH} replace /> },
          { path: 'isps/userAnnouncement', element: <UserAnnouncementRoute /> },
          { path: '*', element: <TabbedContent /> },
        ],
      },
    ],
  },
  // The material sub-system keeps its own session (cailiaoToken), outside the platform's guard.
  { path: '/material/login', element: <MaterialLoginPage /> },
  { path: '/material/management', element: <MaterialManagementPage /> },
]);
