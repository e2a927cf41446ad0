import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DriverReportInput,
  MaintenanceActionInput,
  MaintenanceAttachmentView,
  MaintenanceCompleteInput,
  MaintenanceCreateInput,
  MaintenanceNoteInput,
  MaintenanceScheduleInput,
  MaintenanceUpdateInput,
  WorkOrderView,
} from '@motorpool/domain/schemas/maintenance';
import type { AttachmentKind } from '@motorpool/domain/value-lists';
import { api } from '../../shared/api/client.ts';
import { vehicleKeys } from '../vehicles/keys.ts';
import { maintenanceKeys, maintenancePath } from './keys.ts';

// A work order's change also moves its vehicle (status, odometer, next service): the vehicle
// screens read it again.
async function refresh(queryClient: QueryClient, id: string, saved?: WorkOrderView) {
  if (saved) queryClient.setQueryData(maintenanceKeys.detail(id), saved);
  else await queryClient.invalidateQueries({ queryKey: maintenanceKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.activity(id) }),
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.schedules() }),
    queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  ]);
}

// POST /maintenance
export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceCreateInput) => api.post<WorkOrderView>('/maintenance', body),
    onSuccess: (saved) => refresh(queryClient, saved.id, saved),
  });
}

// PATCH /maintenance/{id}
export function useUpdateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MaintenanceUpdateInput }) =>
      api.patch<WorkOrderView>(maintenancePath(id), body),
    onSuccess: (saved) => refresh(queryClient, saved.id, saved),
  });
}

// DELETE /maintenance/{id}
export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(maintenancePath(id)),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: maintenanceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: maintenanceKeys.lists() });
    },
  });
}

export type WorkOrderActionRequest =
  | { action: 'schedule'; body: MaintenanceScheduleInput }
  | { action: 'complete'; body: MaintenanceCompleteInput }
  | { action: 'start' | 'pause' | 'resume' | 'cancel'; body: MaintenanceActionInput };

// POST /maintenance/{id}/{action}: the machine's step; 409 when the status no longer allows it.
export function useWorkOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: WorkOrderActionRequest }) =>
      api.post<WorkOrderView>(maintenancePath(id, `/${request.action}`), request.body),
    onSuccess: (saved) => refresh(queryClient, saved.id, saved),
  });
}

// POST /maintenance/{id}/notes
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MaintenanceNoteInput) =>
      api.post<unknown>(maintenancePath(id, '/notes'), body),
    onSuccess: () => refresh(queryClient, id),
  });
}

// DELETE /maintenance/{id}/notes/{noteId}
export function useDeleteNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      api.delete<void>(maintenancePath(id, `/notes/${encodeURIComponent(noteId)}`)),
    onSuccess: () => refresh(queryClient, id),
  });
}

// POST /maintenance/{id}/attachments (multipart: the kind before the file).
export function useUploadAttachment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: AttachmentKind }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return api.post<MaintenanceAttachmentView>(maintenancePath(id, '/attachments'), form);
    },
    onSuccess: () => refresh(queryClient, id),
  });
}

// DELETE /maintenance/{id}/attachments/{attachmentId}
export function useDeleteAttachment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      api.delete<void>(maintenancePath(id, `/attachments/${encodeURIComponent(attachmentId)}`)),
    onSuccess: () => refresh(queryClient, id),
  });
}

// POST /maintenance/driver-reports, then each photo: the report is an order pending review.
export function useFileDriverReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photos }: { body: DriverReportInput; photos: File[] }) => {
      const order = await api.post<WorkOrderView>('/maintenance/driver-reports', body);
      for (const photo of photos) {
        const form = new FormData();
        form.append('kind', 'photos');
        form.append('file', photo);
        await api.post<MaintenanceAttachmentView>(maintenancePath(order.id, '/attachments'), form);
      }
      return order;
    },
    onSuccess: (order) => refresh(queryClient, order.id),
  });
}
