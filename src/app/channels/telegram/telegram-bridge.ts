/**
 * Talking to the Telegram client the way its own web-app script does, without loading that script:
 * events go out through TelegramWebviewProxy.postEvent (mobile apps), window.external.notify
 * (desktop) or a postMessage to the parent frame (Telegram Web); events come back through
 * window.Telegram.WebView.receiveEvent or, on the web, as messages from the parent.
 */
type Listener = (data: unknown) => void;

interface TelegramWindow {
  TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
  Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
  external?: { notify?: (message: string) => void };
}

export class TelegramBridge {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly win: Window & TelegramWindow = window as Window & TelegramWindow) {
    const receive = (type: string, data: unknown) => this.listeners.get(type)?.forEach((l) => l(data));
    win.Telegram = { ...win.Telegram, WebView: { ...win.Telegram?.WebView, receiveEvent: receive } };
    win.addEventListener('message', (event: MessageEvent) => {
      if (event.source !== win.parent || typeof event.data !== 'string') return;
      try {
        const message = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
        if (typeof message.eventType === 'string') receive(message.eventType, message.eventData);
      } catch {
        // Not a Telegram event.
      }
    });
  }

  /**
   * Whether a Telegram client is there to hear us: the app's proxy, the desktop's notify, or the web
   * client's frame around the page. A page opened in a plain browser tab has none of them.
   */
  get connected(): boolean {
    const win = this.win;
    return !!win.TelegramWebviewProxy || typeof win.external?.notify === 'function' || win.parent !== win;
  }

  post(type: string, data: Record<string, unknown> = {}): void {
    const win = this.win;
    if (win.TelegramWebviewProxy) win.TelegramWebviewProxy.postEvent(type, JSON.stringify(data));
    else if (typeof win.external?.notify === 'function')
      win.external.notify(JSON.stringify({ eventType: type, eventData: data }));
    else if (win.parent !== win)
      win.parent.postMessage(
        JSON.stringify({ eventType: type, eventData: data }),
        'https://web.telegram.org',
      );
  }

  on(type: string, listener: Listener): () => void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
    return () => set.delete(listener);
  }

  /** Resolves with the next event of a type, or null after `timeoutMs`. */
  next(type: string, timeoutMs: number, accept: (data: unknown) => boolean = () => true): Promise<unknown> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(null);
      }, timeoutMs);
      const off = this.on(type, (data) => {
        if (!accept(data)) return;
        clearTimeout(timer);
        off();
        resolve(data);
      });
    });
  }
}
