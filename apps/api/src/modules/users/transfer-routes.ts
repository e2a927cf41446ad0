import { listQuerySchema } from '@motorpool/domain/list-query';
import { userCreateSchema, type UserCreateInput } from '@motorpool/domain/schemas/user';
import {
  exportFormats,
  importReportSchema,
  type ImportReport,
} from '@motorpool/domain/schemas/tabular';
import { oneOf } from '@motorpool/domain/schemas/common';
import { issuesFromZod, toErrorDetails } from '@motorpool/domain/validation-issues';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../lib/http-errors.ts';
import { requestLanguage } from '../../lib/language.ts';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { newOpaqueToken } from '../../lib/secrets.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { readImportFile } from '../../lib/tabular/import.ts';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { createAccountService } from '../auth/account-service.ts';
import { requestContext } from '../auth/schemas.ts';
import type { IdentityDeps } from '../identity/deps.ts';
import { parseUserListQuery, userListDescription } from './list-query.ts';
import { listUsers } from './repository.ts';
import { type Caller, createUserService } from './service.ts';
import { exportColumns, exportTitle, rowToInput } from './transfer-columns.ts';

const tags = ['users'];
const exportPageSize = 500;
const withoutPassword = userCreateSchema.omit({ password: true });

function caller(request: FastifyRequest): Caller {
  const principal = request.principal;
  if (principal?.kind !== 'user') throw forbidden();
  return {
    principal,
    requestId: request.id,
    language: requestLanguage(request.headers['accept-language']),
  };
}

// SPEC §2 data grid, DESIGN §4: the users list as a file, and users created from a file.
export const userTransferRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (
  app,
  { database, config },
) => {
  const users = createUserService(database);
  const accounts = createAccountService({ database, config, throttle: createLoginThrottle() });

  app.get(
    '/users/export',
    {
      config: { permission: 'users:export' },
      schema: {
        tags,
        summary: 'The users list as CSV, Excel or PDF, with the list filters (streamed)',
        description: `format: csv | xlsx | pdf. Headers in the caller's language. ${userListDescription}`,
        querystring: listQuerySchema.extend({ format: oneOf(exportFormats) }),
        produces: [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
        ],
        response: { ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const c = caller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      const q = parseUserListQuery(filters, c.language);
      async function* pages() {
        for (let offset = 0; ; offset += exportPageSize) {
          const { rows } = await database.withTenant(c.principal.tenantId, (tx) =>
            listUsers(tx, { ...q, limit: exportPageSize, offset }),
          );
          if (rows.length > 0) yield rows;
          if (rows.length < exportPageSize) return;
        }
      }
      return sendExport(reply, {
        format,
        fileName: `users-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        columns: exportColumns(c.language),
        pages: pages(),
      });
    },
  );

  app.post(
    '/users/import',
    {
      config: { permission: 'users:import' },
      schema: {
        tags,
        summary: 'Create users from a CSV or Excel file (multipart field "file")',
        description:
          'Columns: email, firstName, lastName, phone, roles (comma separated), status, password ' +
          '(headers as the export writes them, in English or Arabic, or these names). Each row ' +
          'is created on its own; failed rows are reported with their sheet row number. A row ' +
          'without a password gets an e-mail with a link to set one.',
        consumes: ['multipart/form-data'],
        response: { 200: importReportSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const c = caller(request);
      const ctx = requestContext(request);
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
          if (!hasPassword) await accounts.forgotPassword(c.principal.tenantId, created.email, ctx);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const errors = error.details?.length
            ? error.details.map((d) => ({ ...d, path: d.path.replace(/^body\./, '') }))
            : [{ path: '', message: error.message }];
          report.failed.push({ row, errors });
        }
      }
      return report;
    },
  );
};
