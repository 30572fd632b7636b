import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/**
 * Hands the themed `App.useApp()` functions to `feedback()`. Render it inside `<App>` before the
 * router, so its effect runs before any page's.
 */
export function FeedbackBridge(): null {
  const api = App.useApp();
  useEffect(() => setFeedback(api), [api]);
  return null;
}
