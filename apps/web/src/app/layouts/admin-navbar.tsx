import { Box, Collapse, Group, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActivePath, type NavGroup } from './admin-nav.ts';

type AdminNavbarProps = {
  groups: NavGroup[];
  isGroupOpen: (name: string) => boolean;
  onToggleGroup: (name: string) => void;
  onNavigate: () => void;
};

// The navigation groups, each collapsible (its state remembered by the caller).
export function AdminNavbar({ groups, isGroupOpen, onToggleGroup, onNavigate }: AdminNavbarProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Box>
      {groups.map((group) => {
        const open = isGroupOpen(group.name);
        const label = t(`nav.groups.${group.name}`);
        const listId = `nav-group-${group.name}`;
        return (
          <Box key={group.name} mb={4}>
            <UnstyledButton
              onClick={() => onToggleGroup(group.name)}
              aria-expanded={open}
              aria-controls={listId}
              aria-label={t('nav.toggleGroup', { group: label })}
              w="100%"
              px="sm"
              py={6}
              style={{ borderRadius: 6 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
                  {label}
                </Text>
                <IconChevronDown
                  size={14}
                  aria-hidden
                  style={{
                    transform: open ? undefined : 'rotate(-90deg)',
                    transition: 'transform 150ms',
                  }}
                  className={open ? undefined : 'flip-rtl'}
                />
              </Group>
            </UnstyledButton>
            <Collapse expanded={open}>
              <div id={listId}>
                {group.items.map((item) => {
                  const active = isActivePath(pathname, item.to);
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={t(`pages.${item.page}`)}
                      leftSection={<item.Icon size={18} aria-hidden />}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      variant="light"
                    />
                  );
                })}
              </div>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
