import { forwardRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import classes from './data-grid.module.css';

export const searchDebounceMs = 300;

type Props = {
  value: string;
  label: string;
  placeholder?: string;
  onChange: (value: string) => void;
};

// The search box types freely and tells the grid 300 ms after the last key.
export const SearchBox = forwardRef<HTMLInputElement, Props>(function SearchBox(
  { value, label, placeholder, onChange },
  ref,
) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The address changed the search (clear filters, back button): the box follows it.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const commit = useDebouncedCallback(onChange, searchDebounceMs);
  return (
    <TextInput
      ref={ref}
      className={classes.search}
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
});
