import { describe, expect, it } from 'vitest';
import { emptyProvider, formPath, toUpdate, toValues } from './sign-in-form-values.ts';

const saved = {
  registrationRequiresVerification: true,
  oidc: {
    issuer: 'https://id.example.com',
    clientId: 'motorpool',
    clientSecretSet: true,
    idpHintParam: null,
    providers: [
      { id: 'google', label: 'Google', issuer: null, clientId: null, clientSecretSet: false },
    ],
  },
};

describe('sign-in settings form', () => {
  it('leaves blank secrets out, so the stored ones are kept', () => {
    expect(toUpdate(toValues(saved))).toEqual({
      registrationRequiresVerification: true,
      oidc: {
        issuer: 'https://id.example.com',
        clientId: 'motorpool',
        providers: [{ id: 'google', label: 'Google' }],
      },
    });
  });

  it('sends a provider its own issuer and client only when it has them', () => {
    const values = toValues(saved);
    values.providers.push({
      ...emptyProvider(),
      id: 'corp',
      label: 'Corp',
      own: true,
      issuer: 'https://corp.example.com',
      clientId: 'corp',
      clientSecret: 's3cret',
    });
    values.clientSecret = 'new-secret';
    const update = toUpdate(values);
    expect(update.oidc?.clientSecret).toBe('new-secret');
    expect(update.oidc?.providers[1]).toEqual({
      id: 'corp',
      label: 'Corp',
      issuer: 'https://corp.example.com',
      clientId: 'corp',
      clientSecret: 's3cret',
    });
  });

  it('switches OpenID Connect off with null, and starts empty settings with one button', () => {
    const values = toValues(saved);
    values.oidcEnabled = false;
    expect(toUpdate(values)).toEqual({ registrationRequiresVerification: true, oidc: null });
    expect(
      toValues({ registrationRequiresVerification: false, oidc: null }).providers,
    ).toHaveLength(1);
  });

  it('maps the API error paths onto the form fields', () => {
    expect(formPath('body.oidc.issuer')).toBe('issuer');
    expect(formPath('body.oidc.providers.0.clientId')).toBe('providers.0.clientId');
    expect(formPath('body.registrationRequiresVerification')).toBe(
      'registrationRequiresVerification',
    );
  });
});
