import { getSession, saveSession } from './session-store';

/**
 * A new tab of a signed-in session (Ctrl+click, "open in new tab") starts with an empty
 * sessionStorage. It asks the open tabs of this origin for the session over a BroadcastChannel
 * (same origin only, nothing written to a URL or to localStorage) and keeps the answer in its own
 * sessionStorage. "Remember me" sessions live in localStorage and need no asking.
 */

const CHANNEL = 'narrative-desk.session';
/** How long a tab without a session waits for an answer before showing sign-in. */
export const ASK_TIMEOUT_MS = 400;

type Message =
  { kind: 'ask'; nonce: string } | { kind: 'answer'; nonce: string; token: string; baseUrl: string };

let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<Message>) => {
    const session = getSession();
    if (event.data?.kind !== 'ask' || !session) return;
    const answer: Message = {
      kind: 'answer',
      nonce: event.data.nonce,
      token: session.token,
      baseUrl: session.baseUrl,
    };
    channel?.postMessage(answer);
  });
  return channel;
}

/** Lets this tab answer others (called once at start-up). */
export const shareSessionWithNewTabs = (): void => void open();

/** Asks the open tabs for their session; true once one answered (the session is then stored). */
export function askOpenTabsForSession(timeoutMs = ASK_TIMEOUT_MS): Promise<boolean> {
  const ch = open();
  if (!ch) return Promise.resolve(false);
  const nonce = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const done = (found: boolean) => {
      clearTimeout(timer);
      ch.removeEventListener('message', onMessage);
      resolve(found);
    };
    const onMessage = (event: MessageEvent<Message>) => {
      const m = event.data;
      if (m?.kind !== 'answer' || m.nonce !== nonce || typeof m.token !== 'string' || !m.token) return;
      saveSession({ token: m.token, baseUrl: m.baseUrl, remember: false });
      done(true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    ch.addEventListener('message', onMessage);
    ch.postMessage({ kind: 'ask', nonce } satisfies Message);
  });
}
