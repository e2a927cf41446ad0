import type { GetInputPropsReturnType } from '@mantine/form';

// What the section pieces need of a form: its fields by path.
export type FieldForm = {
  getInputProps: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => GetInputPropsReturnType;
};
