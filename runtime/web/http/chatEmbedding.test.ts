import { describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../shell/feedback/feedback';
import { useSessionStore } from '../stores/sessionStore';
import { markChatEmbedding } from './chatEmbedding';
import { onTokenInvalid } from './sessionExpired';

const modals = { error: vi.fn() };
const messages = { loading: vi.fn() };
setFeedback({ notification: { error: vi.fn() }, modal: modals, message: messages } as unknown as Feedback);

describe('a dead session inside the enterprise-chat embedding', () => {
  it('shows 正在登录... and returns to the embedding login instead of the 登录已过期 modal', () => {
    useSessionStore.getState().setLogin('tok', { id: 'u', username: 'zhang', realname: '张三' });
    markChatEmbedding();
    window.location.hash = '#/workplace';
    onTokenInvalid();
    expect(messages.loading).toHaveBeenCalledWith('正在登录...', 0);
    expect(modals.error).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.location.hash).toBe('#/oauth2-app/login');
  });
});
