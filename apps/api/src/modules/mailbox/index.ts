// The mailbox module's entry point: the demo mailbox's pages, mounted by the app only in demo mail mode.
export { mailboxRoutes } from './mailbox.routes';
