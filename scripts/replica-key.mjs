// `npm run db:replica-key`: a new age key pair for the encrypted replica (decision 0700).
// The public key goes in LITESTREAM_AGE_RECIPIENTS, the secret key in LITESTREAM_AGE_IDENTITIES
// (a secret of the deployment, never in the bucket).
import { newAgeKey } from "./litestream.mjs";

const { identity, recipient } = newAgeKey();
console.log(`LITESTREAM_AGE_RECIPIENTS=${recipient}`);
console.log(`LITESTREAM_AGE_IDENTITIES=${identity}`);
