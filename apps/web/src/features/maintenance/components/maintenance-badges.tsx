import type { BadgeProps } from '@mantine/core';
import type {
  MaintenancePriority,
  MaintenanceSeverity,
  MaintenanceStatus,
} from '@motorpool/domain/value-lists';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

export const maintenanceStatusColors: Record<MaintenanceStatus, string> = {
  pending: 'yellow',
  scheduled: 'blue',
  in_progress: 'green',
  on_hold: 'violet',
  completed: 'teal',
  cancelled: 'gray',
  overdue: 'red',
};

const priorityColors: Record<MaintenancePriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

const severityColors: Record<MaintenanceSeverity, string> = {
  minor: 'gray',
  moderate: 'blue',
  major: 'orange',
  critical: 'red',
};

type Size = { size?: BadgeProps['size'] };

export function MaintenanceStatusBadge({ status, size }: { status: MaintenanceStatus } & Size) {
  const { t } = useTranslation('maintenance');
  return (
    <StatusBadge
      status={status}
      colors={maintenanceStatusColors}
      label={t(`status.${status}`)}
      size={size}
    />
  );
}

export function PriorityBadge({ priority, size }: { priority: MaintenancePriority } & Size) {
  const { t } = useTranslation('maintenance');
  return (
    <StatusBadge
      status={priority}
      colors={priorityColors}
      label={t(`priority.${priority}`)}
      size={size}
    />
  );
}

export function SeverityBadge({ severity, size }: { severity: MaintenanceSeverity } & Size) {
  const { t } = useTranslation('maintenance');
  return (
    <StatusBadge
      status={severity}
      colors={severityColors}
      label={t(`severity.${severity}`)}
      size={size}
    />
  );
}
