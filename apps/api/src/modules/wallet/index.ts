// The wallet module's entry point: what other modules may use (docs/architecture.md §1).
export {
  noteCardIssuer,
  sweepWalletPasses,
  WALLET_REFRESH_JOB,
  type WalletRefreshPayload,
  walletRefreshHandler,
} from './pass-refresh';
