// The card-issuer module's entry point: what other modules (the wallet passes) may use.
export { cardIssuerOf } from './card-issuer.service';
