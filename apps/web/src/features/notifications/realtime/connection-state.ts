import { useSyncExternalStore } from 'react';

// Real-time connection: disconnected, connecting, connected, error. `off` when the
// user turned live updates off. Kept apart from the socket code so the screens that show the
// state never load socket.io-client themselves.
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error' | 'off';
/** What went wrong with the socket, each with its own message */
export type ConnectionProblem = 'connection' | 'auth' | 'create' | 'unknown';
export type ConnectionSnapshot = { status: ConnectionStatus; problem: ConnectionProblem | null };

let snapshot: ConnectionSnapshot = { status: 'disconnected', problem: null };
const listeners = new Set<() => void>();
let reconnectRequest: (() => void) | null = null;

export function setConnection(status: ConnectionStatus, problem: ConnectionProblem | null = null) {
  if (snapshot.status === status && snapshot.problem === problem) return;
  snapshot = { status, problem };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConnection(): ConnectionSnapshot {
  return snapshot;
}

export function useConnection(): ConnectionSnapshot {
  return useSyncExternalStore(subscribe, getConnection, getConnection);
}

/** The running connection offers a way to try again at once (a user's "reconnect"). */
export function offerReconnect(request: (() => void) | null): void {
  reconnectRequest = request;
}

export function requestReconnect(): void {
  reconnectRequest?.();
}
