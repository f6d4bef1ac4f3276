import { browser } from 'wxt/browser';
import type { PageCapture } from './page-capture';

/** Pages of the web app the extension opens in a tab. */
export type AppPath = '/' | '/api/login' | '/settings';

/** Every message a page may send to the background, with what it answers. */
export interface Protocol {
  /** Reads a tab's page (JSON-LD and HTML) through scripting. */
  capturePage: { request: { tabId: number }; response: PageCapture };
  /** Opens a page of the web app, at the configured API address, in a new tab. */
  openAppPage: { request: { path: AppPath }; response: void };
}
export type MessageType = keyof Protocol;

type Envelope<K extends MessageType = MessageType> = { protocol: typeof PROTOCOL; type: K; data: Protocol[K]['request'] };
/** Answers travel as values, so an error reaches the sender with its message in every browser. */
type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** Marks our messages, so a listener never mistakes another sender's message for one of ours. */
const PROTOCOL = 'smart-cover-letter/1';

export type Handlers = { [K in MessageType]: (data: Protocol[K]['request']) => Promise<Protocol[K]['response']> | Protocol[K]['response'] };

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as Envelope).protocol === PROTOCOL && typeof (message as Envelope).type === 'string';
}

/** Sends one message to the background and returns its answer; rejects with the background's error message. */
export async function sendMessage<K extends MessageType>(type: K, data: Protocol[K]['request']): Promise<Protocol[K]['response']> {
  const envelope: Envelope<K> = { protocol: PROTOCOL, type, data };
  const reply = (await browser.runtime.sendMessage(envelope)) as Reply<Protocol[K]['response']> | undefined;
  if (!reply || typeof reply !== 'object' || !('ok' in reply)) throw new Error(`The extension's background did not answer '${type}'`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

/** Answers the protocol's messages with the given handlers (in the background); returns the unsubscribe. */
export function handleMessages(handlers: Handlers): () => void {
  const listener = (message: unknown): Promise<Reply<unknown>> | undefined => {
    // Not ours: returning undefined lets another listener answer.
    if (!isEnvelope(message) || !Object.hasOwn(handlers, message.type)) return undefined;
    const handler = handlers[message.type] as (data: unknown) => unknown;
    return Promise.resolve()
      .then(() => handler(message.data))
      .then(
        (value): Reply<unknown> => ({ ok: true, value }),
        (error: unknown): Reply<unknown> => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
