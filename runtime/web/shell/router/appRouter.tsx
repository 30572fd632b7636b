import { createHashRouter, Navigate } from 'react-router-dom';
import { NotFoundPage } from '../../pages/exception/NotFoundPage';
import { LoginPage } from '../../pages/login/LoginPage';
import { LoginLayout } from '../layouts/LoginLayout';
import { MainLayout } from '../layouts/MainLayout';
import { WORKPLACE_PATH } from '../platform';
import { TabbedContent } from '../tabs/TabbedContent';
import { RouteGuard } from './RouteGuard';

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
        ],
      },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to={WORKPLACE_PATH} replace /> },
          { path: '*', element: <TabbedContent /> },
        ],
      },
    ],
  },
]);
