import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMessages, sendMessage, type Handlers } from './messages';
import type { PageCapture } from './page-capture';

const capture: PageCapture = { url: 'https://jobs.example.com/1', title: 'Engineer', html: '<html></html>', htmlLength: 13, jsonLd: [] };

describe('message protocol', () => {
  let stop: () => void = () => {};
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => stop());

  function listen(overrides: Partial<Handlers> = {}) {
    const handlers: Handlers = {
      capturePage: vi.fn(async () => capture),
      openAppPage: vi.fn(async () => {}),
      ...overrides,
    };
    stop = handleMessages(handlers);
    return handlers;
  }

  it('when a page sends a message, then the matching handler gets its data and the answer comes back', async () => {
    const handlers = listen();
    await expect(sendMessage('capturePage', { tabId: 7 })).resolves.toEqual(capture);
    expect(handlers.capturePage).toHaveBeenCalledWith({ tabId: 7 });
    expect(handlers.openAppPage).not.toHaveBeenCalled();
  });

  it('when a handler answers nothing, then the sender still gets a settled answer', async () => {
    const handlers = listen();
    await expect(sendMessage('openAppPage', { path: '/api/login' })).resolves.toBeUndefined();
    expect(handlers.openAppPage).toHaveBeenCalledWith({ path: '/api/login' });
  });

  it('when a handler fails, then the sender rejects with its message', async () => {
    listen({ capturePage: async () => Promise.reject(new Error('This page could not be read: Cannot access a chrome:// URL')) });
    await expect(sendMessage('capturePage', { tabId: 1 })).rejects.toThrow('This page could not be read: Cannot access a chrome:// URL');
  });

  it('when a message is not of this protocol, then the handlers ignore it and leave it to other listeners', async () => {
    const handlers = listen();
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => ((message as { type?: string }).type === 'ping' ? Promise.resolve('pong') : undefined));
    await expect(fakeBrowser.runtime.sendMessage({ type: 'ping' })).resolves.toBe('pong');
    await expect(fakeBrowser.runtime.sendMessage({ type: 'capturePage', data: { tabId: 1 } })).resolves.toBeUndefined();
    expect(handlers.capturePage).not.toHaveBeenCalled();
  });

  it('when nothing listens, then sending fails instead of hanging', async () => {
    await expect(sendMessage('capturePage', { tabId: 1 })).rejects.toThrow();
  });

  it('when the handlers are removed, then messages are no longer answered', async () => {
    const handlers = listen();
    stop();
    await expect(sendMessage('openAppPage', { path: '/' })).rejects.toThrow();
    expect(handlers.openAppPage).not.toHaveBeenCalled();
  });
});
