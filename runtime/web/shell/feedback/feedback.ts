import { type App, message, Modal, notification } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/** message / notification / modal bound to the ConfigProvider theme and locale. */
export interface Feedback {
  message: AppApi['message'];
  notification: AppApi['notification'];
  modal: Pick<typeof Modal, 'confirm' | 'error' | 'info' | 'success' | 'warning'>;
}

let current: Feedback = { message, notification, modal: Modal };

/**
 * The feedback API for code outside React (the http client, stores). Until `FeedbackBridge`
 * mounts inside antd's `<App>`, antd's static functions stand in (unthemed, as in tests).
 */
export function feedback(): Feedback {
  return current;
}

export function setFeedback(next: Feedback): void {
  current = next;
}
