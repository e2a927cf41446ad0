import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getProfile } from './get-profile.ts';
import { type AuthTokens, startSession, updateTokens } from './session-store.ts';

type Handoff = {
  /** Trades the single-use code for the session's tokens. */
  exchange: (code: string) => Promise<AuthTokens>;
  /** Where the signed-in person goes, from what else the fragment carried. */
  landOn: (fragment: URLSearchParams) => string;
  /** A missing code (null) or a refused exchange. */
  onFailure: (error: unknown) => void;
};

/**
 * Where a sign-in made on another host lands (an OpenID Connect provider, a confirmed sign-up,
 * support access): the server put a single-use code in the URL fragment, never sent in a
 * request line nor logged. It leaves the address bar at once, is traded for tokens, the profile
 * is loaded and the session starts; the exchange runs once even when React mounts twice.
 */
export function useFragmentHandoff({ exchange, landOn, onFailure }: Handoff): void {
  const navigate = useNavigate();
  const started = useRef(false);
  const handoff = useRef({ exchange, landOn, onFailure });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { exchange, landOn, onFailure } = handoff.current;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    window.history.replaceState(null, '', window.location.pathname);
    const code = fragment.get('code');
    if (!code) {
      onFailure(null);
      return;
    }
    exchange(code)
      .then(async (tokens) => {
        updateTokens(tokens);
        const user = await getProfile();
        startSession({ user, ...tokens });
        await navigate(landOn(fragment), { replace: true });
      })
      .catch(onFailure);
  }, [navigate]);
}
