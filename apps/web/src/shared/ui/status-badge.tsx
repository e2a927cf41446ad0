import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

type StatusBadgeProps<S extends string> = {
  status: S;
  /** each value of the status list's colour */
  colors: Record<S, MantineColor>;
  /** the value's translated name */
  label: string;
  size?: BadgeProps['size'];
};

// A record's status as a coloured badge. Yellow text on light yellow is too faint to read: a
// yellow badge is filled instead, dark on yellow. It keeps its width in a row: a cut status
// ("CONFIR…") says nothing.
export function StatusBadge<S extends string>({
  status,
  colors,
  label,
  size,
}: StatusBadgeProps<S>) {
  const color = colors[status];
  return (
    <Badge
      variant={color === 'yellow' ? 'filled' : 'light'}
      autoContrast
      color={color}
      size={size}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
