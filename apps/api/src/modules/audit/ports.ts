// The audit trail as every module writes and reads it, inside the caller's transaction.
export {
  type AuditPage,
  type AuditRow,
  listAuditOfTypeOrActions,
  listEntityAudit,
  listUserAudit,
} from './repository.ts';
export {
  type Actor,
  auditScope,
  auditedChange,
  companyActivity,
  entityActivity,
  recordAudit,
  recordAudits,
  toAuditView,
} from './service.ts';
