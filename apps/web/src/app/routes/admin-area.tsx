import { AdminLayout } from '../layouts/admin-layout.tsx';
import { RequireBackOffice } from '../routers/route-guards.tsx';

// The lazily loaded back-office shell: the guard, then the layout.
export function AdminArea() {
  return (
    <RequireBackOffice>
      <AdminLayout />
    </RequireBackOffice>
  );
}
