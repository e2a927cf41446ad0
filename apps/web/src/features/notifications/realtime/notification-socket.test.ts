import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIo, lastSocket, sockets } from '../testing/fake-socket.ts';
import { notification } from '../testing/notification-fixtures.ts';
import { getConnection } from './connection-state.ts';
import { connectNotifications, type RealtimeHandlers } from './notification-socket.ts';

vi.mock('socket.io-client', async () => ({
  io: (await import('../testing/fake-socket.ts')).fakeIo,
}));

let token = 'token-1';
const credentials = () => ({ token, tenantId: 'tenant-1' });

function handlers(): RealtimeHandlers & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    onNew: (n) => calls.push(['new', n.id]),
    onCount: (count) => calls.push(['count', count]),
    onRead: (id) => calls.push(['read', id]),
    onAllRead: () => calls.push(['allRead']),
    onError: (message) => calls.push(['error', message]),
  };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sockets.length = 0;
  fakeIo.mockClear();
  token = 'token-1';
});

afterEach(() => setVisibility('visible'));

describe('notification socket', () => {
  it('opens the notifications namespace with its reconnection: 5 attempts, 1 s to 30 s, 10 s timeout', async () => {
    const connection = connectNotifications(credentials, handlers());
    const socket = lastSocket();
    expect(socket.uri).toBe('/notifications');
    expect(socket.options).toMatchObject({
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 30000,
      timeout: 10000,
      extraHeaders: { 'x-tenant-id': 'tenant-1' },
    });
    expect(await socket.handshake()).toEqual({ token: 'token-1', tenantId: 'tenant-1' });
    expect(socket.connectCalls).toBe(1);
    connection.stop();
  });

  it('sends the refreshed token at the next handshake', async () => {
    const connection = connectNotifications(credentials, handlers());
    token = 'token-2';
    expect(await lastSocket().handshake()).toEqual({ token: 'token-2', tenantId: 'tenant-1' });
    connection.stop();
  });

  it('is connected only once the server accepts the handshake, and says why it failed', () => {
    const connection = connectNotifications(credentials, handlers());
    const socket = lastSocket();
    expect(getConnection().status).toBe('connecting');
    socket.serverSends('connect');
    expect(getConnection().status).toBe('connecting');
    socket.serverSends('auth:success', { userId: 'u', tenantId: 't', rooms: [] });
    expect(getConnection()).toEqual({ status: 'connected', problem: null });

    socket.serverSends('auth:error', { message: 'Authentication failed' });
    socket.active = false;
    socket.serverSends('disconnect', 'io server disconnect');
    expect(getConnection()).toEqual({ status: 'error', problem: 'auth' });
    connection.stop();
    expect(getConnection().status).toBe('disconnected');
  });

  it('keeps trying while attempts remain and reports the error once they are used up', () => {
    const connection = connectNotifications(credentials, handlers());
    const socket = lastSocket();
    socket.serverSends('connect_error', new Error('xhr poll error'));
    expect(getConnection()).toEqual({ status: 'connecting', problem: 'connection' });
    socket.managerSends('reconnect_failed');
    socket.active = false;
    expect(getConnection()).toEqual({ status: 'error', problem: 'connection' });
    connection.stop();
  });

  it('reconnects when the page becomes visible while disconnected, not while connected', () => {
    const connection = connectNotifications(credentials, handlers());
    const socket = lastSocket();
    socket.serverSends('connect');
    setVisibility('hidden');
    setVisibility('visible');
    expect(socket.connectCalls).toBe(1);

    socket.active = false;
    socket.serverSends('disconnect', 'transport close');
    expect(getConnection().status).toBe('disconnected');
    setVisibility('visible');
    expect(socket.connectCalls).toBe(2);
    expect(getConnection().status).toBe('connecting');
    connection.stop();
    setVisibility('visible');
    expect(socket.connectCalls).toBe(2);
  });

  it('hands each server event to its handler', () => {
    const h = handlers();
    const connection = connectNotifications(credentials, h);
    const socket = lastSocket();
    const n = notification(1);
    socket.serverSends('notification:new', n);
    socket.serverSends('notification:count', { count: 4 });
    socket.serverSends('notification:read', { notificationId: n.id });
    socket.serverSends('notification:all_read');
    socket.serverSends('notification:error', { message: 'Room not allowed' });
    socket.serverSends('notification:error', {});
    expect(h.calls).toEqual([
      ['new', n.id],
      ['count', 4],
      ['read', n.id],
      ['allRead'],
      ['error', 'Room not allowed'],
      ['error', null],
    ]);
    connection.stop();
  });

  it('reports a connection that could not be created', () => {
    fakeIo.mockImplementationOnce(() => {
      throw new Error('bad uri');
    });
    connectNotifications(credentials, handlers());
    expect(getConnection()).toEqual({ status: 'error', problem: 'create' });
  });
});
