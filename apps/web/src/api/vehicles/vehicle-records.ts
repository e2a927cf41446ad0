import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileView } from '@motorpool/domain/schemas/file';
import type {
  MaintenanceRecordView,
  VehicleDocumentView,
  VehicleDocumentFields,
  VehicleMaintenanceRecordInput,
} from '@motorpool/domain/schemas/vehicle';
import { api } from '../../shared/api/client.ts';
import { maintenanceKeys } from '../maintenance/keys.ts';
import { vehicleKeys, vehiclePath } from './keys.ts';

// The vehicle's sub-records: maintenance history, documents and images. Each change also
// refreshes the stats (maintenance cost) and the activity.
function useRefresh(id: string, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.stats(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.activity(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
      // A past service is a completed work order: the maintenance screens' lists change too.
      queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    ]);
}

// The sub-record lists answer `{ data: [...] }` (all of them, no paging).
async function listOf<T>(path: string, signal: AbortSignal): Promise<T[]> {
  return (await api.get<{ data: T[] }>(path, { signal })).data;
}

export function useMaintenanceRecords(id: string, enabled = true) {
  return useQuery({
    queryKey: vehicleKeys.maintenance(id),
    enabled,
    queryFn: ({ signal }) =>
      listOf<MaintenanceRecordView>(vehiclePath(id, '/maintenance-records'), signal),
  });
}

export function useAddMaintenanceRecord(id: string) {
  const refresh = useRefresh(id, vehicleKeys.maintenance(id));
  return useMutation({
    mutationFn: (body: VehicleMaintenanceRecordInput) =>
      api.post<MaintenanceRecordView>(vehiclePath(id, '/maintenance-records'), body),
    onSuccess: refresh,
  });
}

export function useDeleteMaintenanceRecord(id: string) {
  const refresh = useRefresh(id, vehicleKeys.maintenance(id));
  return useMutation({
    mutationFn: (recordId: string) =>
      api.delete<void>(vehiclePath(id, `/maintenance-records/${encodeURIComponent(recordId)}`)),
    onSuccess: refresh,
  });
}

export function useVehicleDocuments(id: string) {
  return useQuery({
    queryKey: vehicleKeys.documents(id),
    queryFn: ({ signal }) => listOf<VehicleDocumentView>(vehiclePath(id, '/documents'), signal),
  });
}

// Multipart: the text fields go before the file (the API reads them in order).
export function useUploadDocument(id: string) {
  const refresh = useRefresh(id, vehicleKeys.documents(id));
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: VehicleDocumentFields }) => {
      const form = new FormData();
      form.append('documentType', fields.documentType);
      if (fields.expiryDate) form.append('expiryDate', fields.expiryDate);
      form.append('file', file);
      return api.post<VehicleDocumentView>(vehiclePath(id, '/documents'), form);
    },
    onSuccess: refresh,
  });
}

export function useVehicleImages(id: string) {
  return useQuery({
    queryKey: vehicleKeys.images(id),
    queryFn: ({ signal }) => listOf<FileView>(vehiclePath(id, '/images'), signal),
  });
}

export function useUploadImage(id: string) {
  const refresh = useRefresh(id, vehicleKeys.images(id));
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<FileView>(vehiclePath(id, '/images'), form);
    },
    onSuccess: refresh,
  });
}

// DELETE /files/{fileId}: a vehicle's image or document.
export function useDeleteVehicleFile(id: string, kind: 'documents' | 'images') {
  const refresh = useRefresh(id, vehicleKeys[kind](id));
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(`/files/${encodeURIComponent(fileId)}`),
    onSuccess: refresh,
  });
}
