// The admin module's entry point: what other modules may use (docs/architecture.md §1).
export { adminRoutes } from './admin.routes';
