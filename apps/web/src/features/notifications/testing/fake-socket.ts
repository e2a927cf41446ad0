import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

// A stand-in for socket.io-client's Socket: records the options it was made with, lets a test
// send server events and read what the client sent. Only the transport is replaced; the
// client code runs as in the browser.
export class FakeSocket {
  readonly options: Record<string, unknown>;
  readonly uri: string;
  connected = false;
  active = false;
  readonly sent: [string, unknown][] = [];
  connectCalls = 0;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly managerListeners = new Map<string, Listener[]>();
  readonly io = {
    on: (event: string, listener: Listener) => {
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), listener]);
      return this.io;
    },
    removeAllListeners: () => this.managerListeners.clear(),
  };

  constructor(uri: string, options: Record<string, unknown>) {
    this.uri = uri;
    this.options = options;
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.sent.push([event, payload]);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  /** the handshake payload the client would send now */
  async handshake(): Promise<unknown> {
    const auth = this.options.auth as (send: (value: unknown) => void) => void;
    return new Promise((resolve) => auth(resolve));
  }

  serverSends(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  managerSends(event: string, payload?: unknown) {
    for (const listener of this.managerListeners.get(event) ?? []) listener(payload);
  }
}

export const sockets: FakeSocket[] = [];

export const fakeIo = vi.fn((uri: string, options: Record<string, unknown>) => {
  const socket = new FakeSocket(uri, options);
  sockets.push(socket);
  return socket;
});

export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was created');
  return socket;
}
