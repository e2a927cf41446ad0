// What other modules use of this one.
export { listAuditOfTypeOrActions, listUserAudit } from './repository.ts';
export {
  type Actor,
  auditScope,
  auditedChange,
  entityActivity,
  recordAudit,
  recordAudits,
  toAuditView,
} from './service.ts';
