import type { MantineBreakpoint, MantineTheme } from '@mantine/core';

// A mantine-datatable `visibleMediaQuery`: the column shows from this breakpoint up.
export function visibleFrom(breakpoint: MantineBreakpoint) {
  return (theme: MantineTheme) => `(min-width: ${theme.breakpoints[breakpoint]})`;
}
