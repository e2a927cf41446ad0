import { modals as mantineModals } from '@mantine/modals';
import { ApiError } from '../api/api-error.ts';
import { mountHost } from './overlay-hosts.ts';
import { notifyRequestError } from './notify.ts';

type ConfirmModalProps = Parameters<typeof mantineModals.openConfirmModal>[0];
type ModalProps = Parameters<typeof mantineModals.open>[0];

// Mantine's modals API, sent once the modals provider is mounted (it loads on first use); a
// provider that cannot be fetched is reported like any failed request.
function whenMounted(open: () => void): void {
  mountHost('modals').then(open, () =>
    notifyRequestError(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not load the dialog' }),
    ),
  );
}

export const modals = {
  openConfirmModal: (props: ConfirmModalProps) =>
    whenMounted(() => mantineModals.openConfirmModal(props)),
  open: (props: ModalProps) => whenMounted(() => mantineModals.open(props)),
  close: (id: string) => mantineModals.close(id),
};
