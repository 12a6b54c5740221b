// /dashboard/admin; the host loads this module lazily, so the screen needs no chunk of its own.
export { default } from '../features/admin-dashboard/components/AdminDashboardScreen';
