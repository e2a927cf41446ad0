import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type FormProblem = { field: string; message: string };

/** The input of a field, by the `data-path` every field of the form carries. */
export function fieldNode(field: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-path="${CSS.escape(field)}"]`);
}

/** Brings a field into view and puts the cursor in it. */
export function goToField(field: string) {
  const node = fieldNode(field);
  node?.scrollIntoView?.({ block: 'center' });
  node?.focus();
}

// Every problem of the last attempt at the top of the form, each a link to its field: the
// customer's licence and the branch's hours are put right in one pass, none left out of view.
export function FormErrorSummary({ problems }: { problems: FormProblem[] }) {
  const { t } = useTranslation('reservations');
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('form.errorSummary')}
    >
      <List spacing={4}>
        {problems.map((problem) => (
          <List.Item key={`${problem.field}:${problem.message}`}>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => goToField(problem.field)}
            >
              {problem.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
