import { Kbd, Modal, Table } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type GridHotkeyHandlers = {
  focusSearch: () => void;
  openFilters: () => void;
  previousPage: () => void;
  nextPage: () => void;
  refresh: () => void;
  clearSelection: () => void;
  openHelp: () => void;
};

// Page keys follow the reading direction: in Arabic the previous page is to the right.
function useArrowKeys() {
  const { dir } = useDirection();
  return dir === 'rtl'
    ? { previous: 'ArrowRight', next: 'ArrowLeft' }
    : { previous: 'ArrowLeft', next: 'ArrowRight' };
}

// The grid's keyboard shortcuts; useHotkeys ignores them while typing in a field.
export function useGridHotkeys(handlers: GridHotkeyHandlers, enabled: boolean) {
  const arrows = useArrowKeys();
  const when = (run: () => void) => () => {
    if (enabled) run();
  };
  useHotkeys([
    ['/', when(handlers.focusSearch)],
    ['f', when(handlers.openFilters)],
    [arrows.previous, when(handlers.previousPage)],
    [arrows.next, when(handlers.nextPage)],
    ['[', when(handlers.previousPage)],
    [']', when(handlers.nextPage)],
    ['r', when(handlers.refresh)],
    ['Escape', when(handlers.clearSelection), { preventDefault: false }],
    ['shift+?', when(handlers.openHelp)],
  ]);
}

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('grid');
  const arrows = useArrowKeys();
  const arrow = (key: string) => (key === 'ArrowLeft' ? '←' : '→');
  const rows: [string[], string][] = [
    [['/'], t('shortcuts.search')],
    [['F'], t('shortcuts.filters')],
    [[arrow(arrows.previous), '['], t('shortcuts.previous')],
    [[arrow(arrows.next), ']'], t('shortcuts.next')],
    [['R'], t('shortcuts.refresh')],
    [['Esc'], t('shortcuts.clear')],
    [['?'], t('shortcuts.help')],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')}>
      <Table aria-label={t('shortcuts.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.key')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([keys, action]) => (
            <Table.Tr key={action}>
              <Table.Td>
                {keys.map((key) => (
                  <Kbd key={key} me={4}>
                    {key}
                  </Kbd>
                ))}
              </Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
