import {
  signupAcceptedView,
  signupConfirmedView,
  signupConfirmSchema,
  signupSchema,
  subdomainCheckQuery,
  subdomainCheckView,
} from '@motorpool/domain/schemas/signup';
import { tokensView } from '@motorpool/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { admitAddress, admitKey, type RequestLimits } from '../../lib/request-limits.ts';
import { route } from '../../lib/route.ts';
import type { PlatformMailer, SignInHandoff } from './ports.ts';
import type { SignupService } from './service.ts';

export type SignupRouteDeps = {
  signup: SignupService;
  mailer: PlatformMailer;
  handoff: Pick<SignInHandoff, 'complete'>;
  /** sign-ups per client address (the register limit) and mails per address typed */
  limits: Pick<RequestLimits, 'register' | 'accountMails' | 'browse'>;
};

const tags = ['marketing'];

// The marketing site's sign-up: no company is involved until the confirmation makes one; the
// hand-over exchange then runs on the new company's own host.
export const signupRoutes: FastifyPluginAsyncZod<SignupRouteDeps> = async (
  app,
  { signup, mailer, handoff, limits },
) => {
  route(app, {
    method: 'GET',
    url: '/public/signup/subdomain',
    access: 'public',
    tenant: 'none',
    tags,
    summary: 'Whether a subdomain can be had (invalid, reserved or taken say why, translated)',
    querystring: subdomainCheckQuery,
    response: subdomainCheckView,
    errors: [400, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.browse, request, reply);
      return signup.checkSubdomain(
        request.query.name,
        requestLanguage(request.headers['accept-language']),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/public/signup',
    access: 'public',
    tenant: 'none',
    tags,
    summary:
      'Sign a rental company up: mails a confirmation link valid 24 hours (409 when the ' +
      'subdomain is taken or a sign-up with this e-mail awaits confirmation)',
    body: signupSchema,
    status: 202,
    response: signupAcceptedView,
    errors: [400, 409, 413, 415, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.register, request, reply);
      await admitKey(
        limits.accountMails,
        `signup:${request.body.email.toLowerCase()}`,
        request,
        reply,
      );
      const mail = await signup.request(request.body);
      // Sent after the answer: a slow mail server never holds the visitor's request.
      reply.raw.once('finish', () => {
        mailer(mail, request.log).catch((error: unknown) =>
          request.log.error({ err: error, template: mail.template }, 'sign-up mail not sent'),
        );
      });
      return reply.status(202).send({ email: request.body.email });
    },
  });

  route(app, {
    method: 'POST',
    url: '/public/signup/confirm',
    access: 'public',
    tenant: 'none',
    tags,
    summary:
      'Confirm a sign-up (single use): provisions the company and answers a two-minute ' +
      'hand-over code that signs its administrator in on the company host',
    body: signupConfirmSchema,
    response: signupConfirmedView,
    errors: [400, 409, 429],
    handler: async (request, reply) => {
      await admitAddress(limits.register, request, reply);
      return signup.confirm(request.body.token, {
        requestId: request.id,
        ip: request.ip,
        log: request.log,
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/public/signup/handoff',
    access: 'public',
    tags,
    summary: "Trade a confirmed sign-up's hand-over code for the administrator's tokens",
    body: z.object({ code: z.string().min(1).max(200) }),
    response: tokensView,
    errors: [400, 401, 403],
    handler: async (request) => handoff.complete(request.tenant!.id, request.body.code, request),
  });
};
