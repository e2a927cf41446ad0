import { userCreateSchema, type UserCreateInput } from '@motorpool/domain/schemas/user';
import { importReportSchema, type ImportReport } from '@motorpool/domain/schemas/tabular';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, HttpError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { exportRoute, importRoute } from '../../lib/grid-routes.ts';
import { newOpaqueToken } from '../../lib/secrets.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { readImportFile } from '../../lib/tabular/import.ts';
import { parseUserListQuery, userListDescription } from './list-query.ts';
import type { Caller, UserService } from './service.ts';
import { exportColumns, exportTitle, rowToInput } from './transfer-columns.ts';

const tags = ['users'];
const exportPageSize = 500;
const withoutPassword = userCreateSchema.omit({ password: true });

function caller(request: FastifyRequest): Caller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw apiError('FORBIDDEN', 'http.forbidden');
  return {
    principal,
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// Data grid: the users list as a file, and users created from a file.
export type UserTransferDeps = {
  users: UserService;
  /** the company's time zone, which the export states its times in (tenants module) */
  timeZoneOf: (tenantId: string) => Promise<string>;
  /** Mails a user created without a password the link to choose one (auth module). */
  mailPasswordSetup: (tenantId: string, email: string, request: FastifyRequest) => Promise<void>;
};

export const userTransferRoutes: FastifyPluginAsyncZod<UserTransferDeps> = async (
  app,
  { users, timeZoneOf, mailPasswordSetup },
) => {
  exportRoute(app, {
    url: '/users/export',
    access: 'users:export',
    tags,
    items: 'The users list',
    description: `Headers in the caller's language. ${userListDescription}`,
    handler: async (request, reply) => {
      const c = caller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseUserListQuery(filters, c.language);
      const timeZone = await timeZoneOf(c.principal.tenantId);
      async function* pages() {
        for (let offset = 0; ; offset += exportPageSize) {
          const rows = await users.rows(c, { ...q, limit: exportPageSize, offset });
          if (rows.length > 0) yield rows;
          if (rows.length < exportPageSize) return;
        }
      }
      return sendExport(reply, {
        format,
        fileName: `users-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone,
        columns: exportColumns(c.language, timeZone),
        pages: pages(),
      });
    },
  });

  importRoute(app, {
    url: '/users/import',
    access: 'users:import',
    tags,
    items: 'users',
    description:
      'Columns: email, firstName, lastName, phone, roles (comma separated), status, password ' +
      '(headers as the export writes them, in English or Arabic, or these names). Each row ' +
      'is created on its own; failed rows are reported with their sheet row number. A row ' +
      'without a password gets an e-mail with a link to set one.',
    response: importReportSchema,
    handler: async (request) => {
      const c = caller(request);
      const file = await readImportFile(request);
      const report: ImportReport = { created: 0, updated: 0, failed: [] };
      for (const { row, values } of file.rows) {
        const input = rowToInput(values);
        const hasPassword = typeof input.password === 'string';
        const parsed = (hasPassword ? userCreateSchema : withoutPassword).safeParse(input);
        if (!parsed.success) {
          report.failed.push({
            row,
            errors: toErrorDetails(issuesFromZod(parsed.error), c.language),
          });
          continue;
        }
        // Without a password the account gets an unusable one and its owner a reset link.
        const data: Omit<UserCreateInput, 'password'> & { password?: string } = parsed.data;
        const password = data.password ?? `${newOpaqueToken()}aA1!`;
        try {
          const created = await users.create(c, { ...data, password });
          report.created += 1;
          if (!hasPassword) {
            await mailPasswordSetup(c.principal.tenantId, created.email, request);
          }
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const details = error.detailsIn(c.language);
          const errors = details?.length
            ? details.map((d) => ({ ...d, path: d.path.replace(/^body\./, '') }))
            : [{ path: '', message: error.messageIn(c.language) }];
          report.failed.push({ row, errors });
        }
      }
      return report;
    },
  });
};
